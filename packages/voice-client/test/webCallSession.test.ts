// The Daily transport with the call created by the app's server (`createSession`): no key in
// the browser, no `POST /call/web` from it; the room of the server's answer is joined.
import { describe, expect, test, vi } from 'vitest';
import type { CallStartFailedEvent } from '../src/index.ts';
import {
  type CreateWebCallSession,
  createDailyTransport,
  VoiceClient,
} from '../src/transports/daily/index.ts';
import { createHarness } from './harness.ts';

const ROOM = 'https://vapi.daily.co/room-7';

/** The app's server, creating call `callId` in ROOM. */
const serverCreates = (callId: string) =>
  vi.fn<CreateWebCallSession>(async () => ({ callId, webCallUrl: ROOM }));

function sessionHarness(createSession: CreateWebCallSession) {
  return createHarness({ client: { publicKey: undefined, createSession } });
}

describe('Daily transport: server-created calls (createSession)', () => {
  test('the server creates the call; the browser joins its room and never posts /call/web', async () => {
    const createSession = serverCreates('server-call-1');
    const h = sessionHarness(createSession);
    const call = await h.startActive();
    expect(call).toMatchObject({ id: 'server-call-1', webCallUrl: ROOM });
    expect(createSession).toHaveBeenCalledWith(
      { assistantId: 'assistant-1' },
      { signal: expect.any(AbortSignal) },
    );
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.fake().callsTo('join')).toEqual([[expect.objectContaining({ url: ROOM })]]);
    expect(h.client.getSnapshot()).toMatchObject({ status: 'active', callId: 'server-call-1' });
  });

  test.each([
    ['no callId', { webCallUrl: ROOM }],
    ['an http:// room', { callId: 'c', webCallUrl: 'http://vapi.daily.co/room' }],
    ['no room', { callId: 'c' }],
    ['null', null],
  ])('an answer with %s fails the start at web-call-creation', async (_title, answer) => {
    const h = sessionHarness(async () => answer as never);
    await expect(h.client.start('assistant-1')).resolves.toBeNull();
    const failed = h.named('call-start-failed') as CallStartFailedEvent[];
    expect(failed).toEqual([expect.objectContaining({ stage: 'web-call-creation' })]);
    expect(h.createCallObject).not.toHaveBeenCalled();
  });

  test('a refusing server (e.g. 429) fails the start and keeps its error as the cause', async () => {
    const refusal = new Error('voice-call answered 429');
    const h = sessionHarness(async () => {
      throw refusal;
    });
    await expect(h.client.start('assistant-1')).resolves.toBeNull();
    expect(h.client.getSnapshot().error).toMatchObject({ stage: 'web-call-creation' });
    expect((h.client.getSnapshot().error as { cause?: unknown }).cause).toBe(refusal);
  });

  test('stop() while the server creates the call aborts its signal; nothing is joined', async () => {
    let signal: AbortSignal | undefined;
    const h = sessionHarness(
      (_request, init) =>
        new Promise(() => {
          signal = init.signal;
        }),
    );
    const started = h.client.start('assistant-1');
    await vi.waitFor(() => expect(signal).toBeDefined());
    h.client.stop();
    await expect(started).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
    expect(h.createCallObject).not.toHaveBeenCalled();
  });

  test.each([
    ['neither', {}],
    ['both', { publicKey: 'pk', createSession: async () => ({ callId: 'c', webCallUrl: ROOM }) }],
    ['an empty public key', { publicKey: '' }],
  ])('options with %s of createSession and publicKey are refused', (_title, options) => {
    expect(() => createDailyTransport(options)).toThrow(TypeError);
    expect(() => new VoiceClient(options)).toThrow(/createSession/);
  });
});

describe('which assistant', () => {
  test('with createSession, start() may name none: the server chooses', async () => {
    const createSession = serverCreates('c');
    const h = sessionHarness(createSession);
    await expect(h.client.start()).resolves.toMatchObject({ id: 'c' });
    expect(createSession).toHaveBeenCalledWith({}, { signal: expect.any(AbortSignal) });
  });

  test('with the public key, start() without an assistant is refused as before', async () => {
    const h = createHarness();
    await expect(h.client.start()).rejects.toThrow(
      'Assistant or Squad or Workflow must be provided',
    );
    expect(h.fetch).not.toHaveBeenCalled();
  });
});
