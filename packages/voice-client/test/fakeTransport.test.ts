import { describe, expect, test, vi } from 'vitest';
import { VoiceClientCore, VoiceClientError } from '../src/index.ts';
import { createFakeTransport } from '../src/testing/index.ts';

function setup() {
  const transport = createFakeTransport();
  const client = new VoiceClientCore({ transport });
  const events: string[] = [];
  for (const name of ['call-start', 'call-end', 'speech-start', 'error'] as const) {
    client.on(name, () => events.push(name));
  }
  return { transport, client, events };
}

describe('createFakeTransport', () => {
  test('drives the real core through a whole call', async () => {
    const { transport, client, events } = setup();
    const messages = vi.fn();
    client.on('message', messages);
    await expect(client.start()).resolves.toEqual({ id: 'fake-call-1' });
    expect(transport.sources).toEqual([{ request: {} }]);
    expect(client.getSnapshot().status).toBe('connecting');
    transport.listening();
    expect(client.getSnapshot().status).toBe('active');
    transport.remoteLevel(0.15);
    expect(client.getSnapshot()).toMatchObject({ isSpeaking: true, volume: 1 });
    transport.message({ type: 'transcript', role: 'user', transcript: 'Ahoj' });
    expect(messages).toHaveBeenCalledWith(expect.objectContaining({ transcript: 'Ahoj' }));
    transport.reconnecting(true);
    expect(client.getSnapshot().reconnecting).toBe(true);
    transport.audioBlocked();
    expect(client.getSnapshot().audioBlocked).toBe(true);
    await expect(client.resumeAudio()).resolves.toBe(true);
    expect(transport.connection?.resumes).toBe(1);
    expect(client.getSnapshot().audioBlocked).toBe(false);
    client.setMuted(true);
    expect(transport.connection?.muted).toBe(true);
    expect(client.isMuted()).toBe(true);
    transport.ended();
    await vi.waitFor(() => expect(client.getSnapshot().status).toBe('ended'));
    expect(events).toEqual(['call-start', 'speech-start', 'error', 'call-end']);
  });

  test('a failing connect: the core wraps the failure, start() resolves null', async () => {
    const { transport, client } = setup();
    const refusal = new Error('the server took no call');
    transport.next({ kind: 'fail', error: refusal });
    await expect(client.start()).resolves.toBeNull();
    const { status, error } = client.getSnapshot();
    expect(status).toBe('error');
    expect(error).toBeInstanceOf(VoiceClientError);
    expect(error).toMatchObject({ type: 'start-method-error', cause: refusal });
  });

  test('a hanging connect waits for settle(), and stop() cancels it', async () => {
    const { transport, client } = setup();
    transport.next({ kind: 'hang' });
    const first = client.start();
    await vi.waitFor(() => expect(transport.link).not.toBeNull());
    await client.stop();
    await expect(first).resolves.toBeNull();
    transport.next({ kind: 'hang' });
    const second = client.start();
    await vi.waitFor(() => expect(transport.sources).toHaveLength(2));
    transport.settle();
    await expect(second).resolves.toEqual({ id: 'fake-call-2' });
  });

  test('inputs after the call ended are ignored', async () => {
    const { transport, client, events } = setup();
    await client.start();
    transport.listening();
    await client.stop();
    transport.listening();
    transport.remoteLevel(1);
    expect(client.getSnapshot()).toMatchObject({ status: 'ended', volume: 0 });
    expect(events).toEqual(['call-start', 'call-end']);
  });
});
