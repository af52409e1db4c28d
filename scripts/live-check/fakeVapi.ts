// A scripted Vapi (and the product's functions) for the live check's unit tests: `POST /call`
// answers a WebSocket call with its control URL; the socket's assistant answers a typed turn
// (when `socketTypedTurns`) and, after the visitor's speech, a spoken turn, each with
// `speech-update` started, audio and a final transcript; the control URL takes a typed turn
// (when `controlTypedTurns`); `voice-call-token` and `chat` answer as the functions do. Each
// misbehaviour the check must catch is one option.
import { VOICE_SOCKET_AUDIO_FORMAT } from '@hlasovy-asistent/platform-api/voice-socket';
import type { CostPorts } from './costs.ts';
import type { SocketHandlers, SocketPort } from './socket.ts';

export interface FakeVapiOptions {
  socketTypedTurns?: boolean;
  controlTypedTurns?: boolean;
  /** The assistant answers without sound (its audio frames are silence). */
  silent?: boolean;
  /** No control URL in the Call. */
  noControlUrl?: boolean;
  /** The chat answer carries no slot offer. */
  noOffer?: boolean;
  /** Extra fields on every socket message (e.g. a leaked secret or the assistant). */
  leak?: Record<string, unknown>;
  /** The socket does not close on hang-up. */
  ignoresHangup?: boolean;
  /** No transcript is ever sent. */
  noTranscripts?: boolean;
  /** A typed turn on the socket is echoed back as the visitor's line, never answered. */
  echoWithoutAnswer?: boolean;
  /** The chat's next turn accepts no slot. */
  noSelection?: boolean;
  /** `POST /call` with the daily transport is refused. */
  noDaily?: boolean;
}

const FRAME = (VOICE_SOCKET_AUDIO_FORMAT.sampleRate * 20) / 1000;
const tone = (amplitude: number) =>
  Int16Array.from({ length: FRAME }, (_, i) => (i % 2 ? amplitude : -amplitude));

export function createFakeVapi(options: FakeVapiOptions = {}) {
  const o = { socketTypedTurns: true, controlTypedTurns: true, ...options };
  let handlers: SocketHandlers | null = null;
  let turn = 0;
  const received = {
    choices: 0,
    dailyEnded: 0,
    typedOnSocket: 0,
    typedOnControl: 0,
    endCalls: 0,
    hangups: 0,
    calls: [] as unknown[],
  };
  const send = (message: Record<string, unknown>) =>
    handlers?.text(JSON.stringify({ ...message, ...o.leak }));
  /**
   * One assistant turn, at once (so no test depends on a timer's promptness): started, three
   * frames of audio, a final transcript, stopped.
   */
  const answer = (line: string) => {
    turn += 1;
    send({ type: 'speech-update', role: 'assistant', status: 'started', turn });
    for (let i = 0; i < 3; i += 1) handlers?.audio(tone(o.silent ? 0 : 8_000));
    if (!o.noTranscripts) {
      send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: line });
    }
    send({ type: 'speech-update', role: 'assistant', status: 'stopped', turn });
  };
  let loud = 0;

  const socket: SocketPort = async (_url, h) => {
    handlers = h;
    return {
      send(data) {
        if (typeof data === 'string') {
          const message = JSON.parse(data) as { type?: string };
          if (message.type === 'add-message') {
            received.typedOnSocket += 1;
            const content = (message as { message?: { content?: string } }).message?.content;
            if (o.echoWithoutAnswer) {
              send({
                type: 'transcript',
                role: 'user',
                transcriptType: 'final',
                transcript: content,
              });
            } else if (o.socketTypedTurns) answer('Áno, voľné termíny máme.');
          }
          if (message.type === 'hangup') {
            received.hangups += 1;
            if (!o.ignoresHangup) {
              send({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
              setTimeout(() => h.closed(1000), 1);
            }
          }
          return;
        }
        const samples = new Int16Array(data.buffer, data.byteOffset, data.byteLength / 2);
        const level = Math.max(...samples.map(Math.abs));
        if (level > 1_000) loud += 1;
        else if (loud > 0) {
          loud = 0;
          if (!o.noTranscripts) {
            send({
              type: 'transcript',
              role: 'user',
              transcriptType: 'final',
              transcript: 'Dobrý deň',
            });
          }
          answer('Rád vám pomôžem.');
        }
      },
      close() {},
    };
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/call') && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { transport?: { provider?: string } };
      received.calls.push(body);
      if (body.transport?.provider === 'daily') {
        if (o.noDaily) return Response.json({ message: 'transport not allowed' }, { status: 400 });
        return Response.json(
          {
            id: 'check-daily-1',
            orgId: 'org',
            type: 'webCall',
            transport: { provider: 'daily', callUrl: 'https://vapi.daily.co/check-daily-1' },
            monitor: { controlUrl: 'https://control.vapi.test/check-daily-1/control' },
          },
          { status: 201 },
        );
      }
      return Response.json(
        {
          id: 'check-call-1',
          orgId: 'org',
          type: 'vapi.websocketCall',
          status: 'queued',
          transport: {
            provider: 'vapi.websocket',
            websocketCallUrl: 'ws://vapi.test/check-call-1/transport',
          },
          ...(o.noControlUrl
            ? {}
            : { monitor: { controlUrl: 'https://control.vapi.test/check-call-1/control' } }),
        },
        { status: 201 },
      );
    }
    if (url.startsWith('https://control.vapi.test/')) {
      const message = JSON.parse(String(init?.body)) as { type?: string };
      if (url.includes('/check-daily-1/')) {
        received.dailyEnded += 1;
        return new Response('{}', { status: 200 });
      }
      if (message.type === 'end-call') {
        received.endCalls += 1;
        return new Response('{}', { status: 200 });
      }
      received.typedOnControl += 1;
      if (o.controlTypedTurns) answer('Áno, voľné termíny máme.');
      return new Response('{}', { status: 200 });
    }
    if (url.endsWith('/functions/v1/voice-call-token'))
      return Response.json({ token: 'check-token' });
    if (url.endsWith('/functions/v1/chat')) {
      const turn = JSON.parse(String(init?.body)) as { conversationId?: string };
      const slot = {
        id: '2026-12-01T10:00',
        date: '2026-12-01',
        time: '10:00',
        label: 'utorok 1. 12. o 10:00',
      };
      if (turn.conversationId) {
        received.choices += 1;
        return Response.json({
          conversationId: 'conv-1',
          reply: 'Výborne.',
          turnsLeft: 18,
          ...(o.noSelection ? {} : { selectedSlot: slot }),
        });
      }
      return Response.json({
        conversationId: 'conv-1',
        reply: 'Voľné termíny sú...',
        turnsLeft: 19,
        ...(o.noOffer ? {} : { slotOffer: { bookingId: 'chat-1', slots: [slot] } }),
      });
    }
    return new Response('not found', { status: 404 });
  };

  const costs: CostPorts = {
    call: async () => ({ id: 'check-call-1', status: 'ended', cost: 0.031 }),
    chat: async () => ({ id: 'chat-1', cost: 0.0025 }),
    sleep: async () => {},
  };

  return { socket, fetch, costs, received };
}

/** 100 ms of a loud tone: the visitor's "sentence" in the unit tests. */
export const FAKE_SPEECH = Int16Array.from({ length: FRAME * 5 }, (_, i) =>
  i % 2 ? 9_000 : -9_000,
);
