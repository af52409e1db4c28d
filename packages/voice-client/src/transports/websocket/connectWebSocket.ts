import { VoiceClientError } from '../../core/errors.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from '../../core/options.ts';
import type { WebCallRequest } from '../../core/toCallRequest.ts';
import { acquireMicrophone } from '../acquireMicrophone.ts';
import type { PermissionWatch } from '../microphonePermission.ts';
import type { TransportLink } from '../Transport.ts';
import { buildAudioGraph, loadWorklets } from './audioGraph.ts';
import { createWorkerHub, type HubWorker, loadInProcessHub } from './hubChannel.ts';
import { openHubSocket } from './hubSocket.ts';
import { FRAME_MS, type ResolvedWebSocketOptions } from './options.ts';
import { checkSession, type WebSocketSession } from './session.ts';
import { WebSocketConnection } from './WebSocketConnection.ts';
import { watchAudioContext, watchMicrophone, watchNetwork } from './watchDevices.ts';
import { wireAudio } from './wireAudio.ts';
import { wireSocket } from './wireSocket.ts';

/** Microphone frames are dropped while the socket holds more than this much audio unsent. */
const UPLINK_MAX_BUFFERED_MS = 200;
/** After a barge-in, a pause this long in the assistant's audio ends the interrupted turn. */
const TURN_GAP_MS = 400;

/** What `preload()` got ready for the next call. */
export interface WarmStart {
  /** The socket's Worker, started (its script fetched and run). */
  hubWorker?: HubWorker | null;
  /** The microphone permission as the browser tells it (read by `preload()`). */
  permission: PermissionWatch;
}

/** Marks a promise awaited later (inside its stage) as handled, so its failure waits for it. */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * Resolves when the session may be requested: as soon as the browser says the microphone is
 * allowed already, else when the microphone is granted. Never before: a refused microphone
 * creates no call on the server.
 */
function microphoneAllowed(
  track: Promise<MediaStreamTrack>,
  permission: PermissionWatch,
): Promise<void> {
  return new Promise((resolve, reject) => {
    track.then(() => resolve(), reject);
    void permission.watch().then((status) => status.state === 'granted' && resolve());
  });
}

/** The tap's synchronous setup: the AudioContext and the hub (in its Worker, or in-process). */
function startAudio(link: TransportLink, options: ResolvedWebSocketOptions, warm: WarmStart) {
  // created and resumed inside the tap (autoplay policy); whether the page has had a real user
  // gesture (then the browser lets the context start, however long that takes)
  const activated = globalThis.navigator?.userActivation?.hasBeenActive === true;
  const context = options.createAudioContext();
  link.own(() => context.close());
  context.resume().catch(() => {});
  // the hub owns the socket and moves the PCM: in a Worker, or here for an injected socket factory
  // (its code loaded on first use; the stages await its `ready` like the Worker's)
  const hub = options.createWebSocket
    ? loadInProcessHub(options.createWebSocket, () => link.clock.now())
    : createWorkerHub(warm.hubWorker ?? undefined);
  link.own(() => hub.close());
  later(hub.ready);
  return { context, hub, activated };
}

/**
 * Start stages of a WebSocket call: microphone (in the user gesture), session from the app's
 * server, socket open, audio worklets (= call-start: there is no "listening" message on this
 * transport). Throws a VoiceClientError with the stage, or the abort reason.
 *
 * The stages overlap. At the tap, inside the user gesture: the AudioContext, the microphone, the
 * socket's Worker (or the one `preload()` started), the two worklet modules, and the session
 * when the browser has said the microphone is allowed already (otherwise the session follows
 * the microphone's grant: microphoneAllowed). The graph is wired once the microphone, the
 * worklets and the Worker are there. The socket opens once the session and the Worker are: the
 * hub keeps the assistant's audio that comes before the graph is wired.
 */
export async function connectWebSocket(
  request: WebCallRequest,
  link: TransportLink,
  options: ResolvedWebSocketOptions,
  warm: WarmStart,
): Promise<WebSocketSession> {
  const requestSession = async () => {
    link.signal.throwIfAborted();
    link.connecting();
    return checkSession(await options.createSession(request, { signal: link.signal }));
  };
  const { permission } = warm;
  const { sampleRate } = options;
  // Allowed before (known since preload()): the request goes out first, inside the tap, before
  // the AudioContext's creation and the page's own work of the tap take the main thread.
  const earlySession = permission.now() === 'granted' ? later(requestSession()) : null;
  const microphone = acquireMicrophone(link, options.getUserMedia, options.microphone).then(
    (track) => {
      if (track) return track;
      throw new VoiceClientError('start-method-error', 'The microphone gave no audio track', {
        stage: 'microphone-permission',
        mediaError: 'not-found',
      });
    },
  );
  // a refusal fails the start at once (its stage has reported it), also while the session is out
  microphone.catch((error: unknown) => link.ended(error as VoiceClientError));
  const allowed = earlySession ? null : later(microphoneAllowed(microphone, permission));
  const sessionWork = earlySession ?? later((allowed as Promise<void>).then(requestSession));
  let setup: ReturnType<typeof startAudio> | null = null;
  let setupFailure: unknown = null;
  try {
    setup = startAudio(link, options, warm);
  } catch (error) {
    setupFailure = error;
  }
  const worklets = setup && later(loadWorklets(setup.context, options.workletUrls()));
  // The graph (main-thread work a slow phone takes a while over) is wired once the microphone,
  // the worklets and the Worker are there: usually while the session or the socket is still on
  // the network.
  const graph = later(
    (async () => {
      if (!setup) throw setupFailure;
      const { context, hub } = setup;
      const [track] = await Promise.all([microphone, worklets, hub.ready]);
      link.signal.throwIfAborted();
      const built = buildAudioGraph(context, track, {
        sampleRate,
        frameSamples: (sampleRate * FRAME_MS) / 1000,
        jitterBufferMs: options.jitterBufferMs,
      });
      link.own(built.dispose);
      hub.init(
        {
          maxBufferedBytes: (sampleRate * 2 * UPLINK_MAX_BUFFERED_MS) / 1000,
          turnGapMs: TURN_GAP_MS,
          frameMs: FRAME_MS,
          framesPerLevel: AUDIO_LEVEL_INTERVAL_MS / FRAME_MS,
          bargeIn: options.bargeIn,
        },
        built.graph.capture,
        built.graph.playback,
      );
      return { graph: built.graph, track };
    })(),
  );

  // the session follows the grant (or the permission's answer): its stage starts after that
  if (allowed) await allowed;
  const session = await link.step('websocket-session-creation', () => sessionWork, {
    completed: (answer) => ({ callId: answer.callId }),
  });
  link.identify(session.callId);
  // no Web Audio (or no Worker): reported before any socket opens
  if (!setup) return link.step('audio-worklet-setup', () => Promise.reject(setupFailure));
  const { context, hub, activated } = setup;
  const connection = new WebSocketConnection(context, hub);
  connection.typedTurnRoute = typedTurnRoute(session, options, link);
  const volume = link.volume();
  if (volume !== null) connection.setVolume(volume);
  link.own(wireAudio(hub, link, FRAME_MS));

  const socket = await link.step('websocket-connect', async () => {
    await hub.ready;
    return link.acquire(openHubSocket(hub, session.websocketCallUrl, link.signal), (s) => {
      connection.sayGoodbye();
      return s.close(link.clock);
    });
  });
  connection.socket = socket;
  link.own(wireSocket(socket, connection, link));
  link.attach(connection);
  link.joined();

  const audio = await link.step('audio-worklet-setup', () => graph);
  connection.attachAudio(audio.graph, audio.track);
  link.own(watchMicrophone(audio.track, link));
  link.own(watchNetwork(link));
  // Created and resumed inside the click, a context runs by now unless autoplay is blocked, or
  // it is still starting: after a real gesture the browser lets it start, and some take a while
  // (Firefox on PulseAudio: over a second), so a suspended context then is not blocked audio.
  const starting = context.state === 'suspended' && activated;
  const blocked = context.state === 'suspended' && !activated;
  link.own(watchAudioContext(context, link, { blocked, starting }));
  link.listening();
  if (blocked) {
    link.audioBlocked(
      new VoiceClientError(
        'audio-start-failed',
        'The browser has not allowed audio yet (the AudioContext is suspended)',
      ),
    );
  }
  return session;
}

/** The session's channel for typed turns: the app's server (`typedTurns: "control"`) or none. */
function typedTurnRoute(
  session: WebSocketSession,
  options: ResolvedWebSocketOptions,
  link: TransportLink,
): WebSocketConnection['typedTurnRoute'] {
  if (session.typedTurns !== 'control') return null;
  const send = options.sendTypedTurn;
  if (!send) {
    link.logger.warn('voice-client: typedTurns "control" without sendTypedTurn: on the socket');
    return null;
  }
  return (turn) => send(turn, { session, signal: link.signal });
}
