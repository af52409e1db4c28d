import { createSecurityLogger, type SecurityEvent } from '@hlasovy-asistent/validation';
import { vi } from 'vitest';
import {
  type CreateSession,
  createWebSocketTransport,
  VoiceClientCore,
  type WebSocketSession,
  type WebSocketTransportOptions,
} from '../../src/index.ts';
import {
  createFakeAudio,
  createFakeMicrophone,
  createFakeWebSockets,
  type FakeAudioOptions,
  type FakeWebSocketsOptions,
} from '../../src/testing/index.ts';
import { recordEvents } from '../support/recordEvents.ts';

export const SESSION: WebSocketSession = {
  callId: 'ws-call-1',
  websocketCallUrl: 'wss://api.vapi.test/ws-call-1/transport',
};

export interface WebSocketHarnessOptions {
  sockets?: FakeWebSocketsOptions;
  audio?: FakeAudioOptions;
  createSession?: CreateSession;
  transport?: Partial<WebSocketTransportOptions>;
  client?: { maxIncomingMessageChars?: number };
}

/** A client on the WebSocket transport wired to fakes (socket, audio, microphone, session). */
export function createWebSocketHarness(options: WebSocketHarnessOptions = {}) {
  const sockets = createFakeWebSockets(options.sockets);
  const audio = createFakeAudio(options.audio);
  const mic = createFakeMicrophone();
  const createSession = vi.fn<CreateSession>(options.createSession ?? (async () => SESSION));
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const securityEvents: SecurityEvent[] = [];
  const client = new VoiceClientCore({
    transport: createWebSocketTransport({
      createSession,
      createWebSocket: sockets.create,
      createAudioContext: audio.createAudioContext,
      getUserMedia: mic.getUserMedia,
      workletUrls: { capture: '/capture.js', playback: '/playback.js' },
      ...options.transport,
    }),
    logger,
    securityLogger: createSecurityLogger({ sink: (event) => securityEvents.push(event) }),
    ...options.client,
  });
  const recorded = recordEvents(client);
  const socket = () => sockets.last();
  /** start(); the socket opens (the transport's call-start). */
  const startActive = async () => {
    const session = await client.start('assistant-1');
    return session;
  };
  /** What the client sent as JSON text frames. */
  const sentMessages = () => socket().texts();
  return {
    client,
    sockets,
    socket,
    audio,
    mic,
    createSession,
    logger,
    securityEvents,
    ...recorded,
    startActive,
    sentMessages,
  };
}
