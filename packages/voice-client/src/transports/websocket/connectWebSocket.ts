import { VoiceClientError } from '../../core/errors.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from '../../core/options.ts';
import type { WebCallRequest } from '../../core/toCallRequest.ts';
import { acquireMicrophone } from '../acquireMicrophone.ts';
import type { PermissionWatch } from '../microphonePermission.ts';
import type { TransportLink } from '../Transport.ts';
import { buildAudioGraph, loadWorklets } from './audioGraph.ts';
import { createInProcessHub, createWorkerHub, type HubWorker } from './hubChannel.ts';
import { createHubSocket } from './hubSocket.ts';
import { closeSocket, openSocket } from './openSocket.ts';
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
  track: Promise<MediaStreamTrack | null>,
  permission: PermissionWatch,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // no track: the start fails on it (never resolved here, so no session is asked for)
    track.then((t) => t && resolve(), reject);
    void permission.watch().then((status) => status.state === 'granted' && resolve());
  });
}

/**
 * Start stages of a WebSocket call: microphone (in the user gesture), session from the app's
 * server, audio worklets, socket open (= call-start: there is no "listening" message on this
 * transport). Throws a VoiceClientError with the stage, or the abort reason.
 *
 * The work of the stages overlaps; their events and errors keep this order. At the tap, inside
 * the user gesture: the AudioContext, the microphone, the socket's Worker (or the one
 * `preload()` started), the two worklet modules, and the session when the browser has said the
 * microphone is allowed already; otherwise the session follows the microphone's grant
 * (microphoneAllowed). The socket opens once the session, the Worker and the graph are there.
 */
export async function connectWebSocket(
  request: WebCallRequest,
  link: TransportLink,
  options: ResolvedWebSocketOptions,
  warm: WarmStart,
): Promise<WebSocketSession> {
  const requestSession = async () => {
    link.signal.throwIfAborted();
    return checkSession(await options.createSession(request, { signal: link.signal }));
  };
  const { permission } = warm;
  const { sampleRate } = options;
  // Allowed before (known since preload()): the request goes out first, inside the tap, before
  // the AudioContext's creation and the page's own work of the tap take the main thread.
  const earlySession = permission.now() === 'granted' ? later(requestSession()) : null;
  const microphone = acquireMicrophone(link, options.getUserMedia, options.microphone);
  const sessionWork =
    earlySession ?? later(microphoneAllowed(microphone, permission).then(requestSession));
  // Runs synchronously up to its first await, inside the tap: the AudioContext (created and
  // resumed there: autoplay policy), the hub (it owns the socket and moves the PCM: in a Worker,
  // or here for an injected socket factory) and the worklet modules. The graph is wired (main-
  // thread work a slow phone takes a while over) once the microphone, the worklets and the
  // Worker are there, usually while the session request is still on the network. A failure is
  // the audio-worklet-setup stage's.
  const audio = later(
    (async () => {
      const context = options.createAudioContext();
      link.own(() => context.close());
      context.resume().catch(() => {});
      const hub = options.createWebSocket
        ? createInProcessHub(options.createWebSocket, () => link.clock.now())
        : createWorkerHub(link.signal, warm.hubWorker ?? undefined);
      link.own(() => hub.close());
      const [track] = await Promise.all([
        microphone,
        loadWorklets(context, options.workletUrls()),
        hub.ready,
      ]);
      link.signal.throwIfAborted();
      // no track: the start fails on it before this result is awaited
      const built = buildAudioGraph(context, track as MediaStreamTrack, {
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
      return { context, graph: built.graph, hub };
    })(),
  );

  const track = await microphone;
  if (!track) {
    throw new VoiceClientError('start-method-error', 'The microphone gave no audio track', {
      stage: 'microphone-permission',
      mediaError: 'not-found',
    });
  }
  link.connecting();

  const session = await link.step('websocket-session-creation', () => sessionWork, {
    completed: (answer) => ({ callId: answer.callId }),
  });
  link.identify(session.callId);

  const { context, graph, hub } = await link.step('audio-worklet-setup', () => audio);
  const connection = new WebSocketConnection(context, graph, track, hub);
  const volume = link.volume();
  if (volume !== null) connection.setVolume(volume);
  link.own(wireAudio(hub, link, FRAME_MS));
  link.attach(connection);

  const wait = (ms: number, done: () => void) => {
    const handle = link.clock.setTimeout(done, ms);
    return () => link.clock.clearTimeout(handle);
  };
  const socket = await link.step('websocket-connect', () =>
    link.acquire(
      openSocket((url) => createHubSocket(hub, url), session.websocketCallUrl, link.signal),
      (s) => {
        connection.sayGoodbye();
        return closeSocket(s, wait);
      },
    ),
  );
  connection.socket = socket;
  link.own(wireSocket(socket, connection, link));
  link.own(watchMicrophone(track, link));
  link.own(watchNetwork(link));
  link.own(watchAudioContext(connection.context, link));
  link.joined();
  link.listening();
  // Created and resumed inside the click, a context runs by now unless autoplay is blocked.
  if (connection.context.state === 'suspended') {
    link.audioBlocked(
      new VoiceClientError(
        'audio-start-failed',
        'The browser has not allowed audio yet (the AudioContext is suspended)',
      ),
    );
  }
  return session;
}
