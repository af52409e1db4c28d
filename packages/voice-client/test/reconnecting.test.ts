// Daily recovers a dropped network by itself; the client shows it (snapshot.reconnecting) and
// gives up after a bound, ending the call with a clear error.
import { describe, expect, test, vi } from 'vitest';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

const network = (h: ReturnType<typeof createHarness>, type: string, event: string) =>
  h.fake().emit('network-connection', { type, event });

describe('Daily network interruptions', () => {
  test('interrupted -> reconnecting, connected -> back; the event still passes through', async () => {
    const h = createHarness();
    await h.startActive();
    network(h, 'sfu', 'interrupted');
    network(h, 'signaling', 'interrupted');
    expect(h.client.getSnapshot()).toMatchObject({ status: 'active', reconnecting: true });
    network(h, 'sfu', 'connected');
    expect(h.client.getSnapshot().reconnecting).toBe(true);
    network(h, 'signaling', 'connected');
    expect(h.client.getSnapshot().reconnecting).toBe(false);
    expect(h.named('network-connection')).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.client.getSnapshot().status).toBe('active');
  });

  test('not back within 20 s: the call ends with a connection-error', async () => {
    const h = createHarness();
    await h.startActive();
    network(h, 'sfu', 'interrupted');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(h.client.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(h.client.getSnapshot()).toMatchObject({ status: 'error', reconnecting: false });
    expect(h.client.getSnapshot().error).toMatchObject({
      type: 'daily-error',
      fatalType: 'connection-error',
      message: 'The connection was lost and did not come back within 20 s',
    });
    expect(h.named('call-end')).toHaveLength(1);
    expect(h.fake().destroyed).toBe(true);
  });

  test('the bound is configurable', async () => {
    const h = createHarness({ client: { reconnectTimeoutMs: 5000 } });
    await h.startActive();
    network(h, 'signaling', 'interrupted');
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.client.getSnapshot().status).toBe('error');
  });
});
