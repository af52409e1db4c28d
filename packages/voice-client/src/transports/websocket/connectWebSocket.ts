import { VoiceClientError } from '../../core/errors.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from '../../core/options.ts';
import type { WebCallRequest } from '../../core/toCallRequest.ts';
import { acquireMicrophone } from '../acquireMicrophone.ts';
import type { TransportLink } from '../Transport.ts';
import { buildAudioGraph } from './audioGraph.ts';
import type { AudioContextPort } from './audioPort.ts';
import { createInProcessHub, createWorkerHub } from './hubChannel.ts';
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

/**
 * Start stages of a WebSocket call: microphone (in the user gesture), session from the app's
 * server, audio worklets, socket open (= call-start: there is no "listening" message on this
 * transport). Throws a VoiceClientError with the stage, or the abort reason.
 */
export async function connectWebSocket(
  request: WebCallRequest,
  link: TransportLink,
  options: ResolvedWebSocketOptions,
): Promise<WebSocketSession> {
  // The audio context is created and resumed synchronously too (autoplay policy).
  let context: AudioContextPort | null = null;
  let contextFailure: unknown = null;
  try {
    const created = options.createAudioContext();
    context = created;
    link.own(() => created.close());
    created.resume().catch(() => {});
  } catch (error) {
    contextFailure = error;
  }
  const track = await acquireMicrophone(link, options.getUserMedia, options.microphone);
  if (!track) {
    throw new VoiceClientError('start-method-error', 'The microphone gave no audio track', {
      stage: 'microphone-permission',
      mediaError: 'not-found',
    });
  }
  link.connecting();

  const session = await link.step(
    'websocket-session-creation',
    async () => checkSession(await options.createSession(request, { signal: link.signal })),
    { completed: (created) => ({ callId: created.callId }) },
  );
  link.identify(session.callId);

  const { sampleRate } = options;
  const { graph, hub } = await link.step('audio-worklet-setup', async () => {
    if (!context) throw contextFailure ?? new Error('No audio context');
    // The hub owns the socket and moves the PCM: in a Worker, or here for an injected socket factory.
    const started = options.createWebSocket
      ? createInProcessHub(options.createWebSocket, () => link.clock.now())
      : createWorkerHub(link.signal);
    link.own(() => started.close());
    const [built] = await Promise.all([
      buildAudioGraph(context, track, {
        urls: options.workletUrls(),
        sampleRate,
        frameSamples: (sampleRate * FRAME_MS) / 1000,
        jitterBufferMs: options.jitterBufferMs,
      }).then((result) => {
        link.own(result.dispose);
        return result;
      }),
      started.ready,
    ]);
    started.init(
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
    return { graph: built.graph, hub: started };
  });
  const connection = new WebSocketConnection(context as AudioContextPort, graph, track, hub);
  connection.typedTurnRoute = typedTurnRoute(session, options, link);
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
