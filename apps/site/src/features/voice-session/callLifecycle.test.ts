import { describe, expect, test, vi } from 'vitest';
import { createTestSession } from '../../test/fakeVoiceClient.ts';

describe('the call as the session records it', () => {
  test('the end of a connected call leaves its duration until dismissed or the next start', async () => {
    let clock = 1_000;
    const { session, client } = createTestSession({ now: () => clock });
    await session.toggle();
    client.emit('call-start');
    expect(session.getSnapshot().callStartedAt).toBe(1_000);
    clock += 83_400;
    client.emit('call-end');
    expect(session.getSnapshot()).toMatchObject({
      status: 'ended',
      callStartedAt: null,
      endedCall: { durationMs: 83_400, timedOut: false },
    });
    session.dismissEnded();
    expect(session.getSnapshot().endedCall).toBeNull();
    client.emit('call-start');
    client.emit('call-end');
    expect(session.getSnapshot().endedCall).not.toBeNull();
    await session.toggle();
    expect(session.getSnapshot().endedCall).toBeNull();
  });

  test('a call that never connected leaves no end view', async () => {
    const { session, client } = createTestSession();
    await session.toggle();
    client.emit('call-end');
    expect(session.getSnapshot().endedCall).toBeNull();
  });

  test("the visitor's level is read outside the state, 0 while muted or outside a call", async () => {
    const { session, client } = createTestSession();
    const renders = vi.fn();
    session.subscribe(renders);
    await session.toggle();
    client.emit('call-start');
    renders.mockClear();
    client.emit('local-volume-level', 0.42);
    expect(session.getLocalVolume()).toBe(0.42);
    expect(renders).not.toHaveBeenCalled();
    session.setMuted(true);
    expect(session.getLocalVolume()).toBe(0);
    session.setMuted(false);
    client.emit('local-volume-level', 7);
    expect(session.getLocalVolume()).toBe(1);
    client.emit('call-end');
    expect(session.getLocalVolume()).toBe(0);
  });

  test('the page hangs up at the maximum length and says so', async () => {
    vi.useFakeTimers();
    try {
      const { session, client } = createTestSession({ maxCallMs: 300_000 });
      await session.toggle();
      client.emit('call-start');
      vi.advanceTimersByTime(299_999);
      expect(client.stop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(client.stop).toHaveBeenCalledTimes(1);
      expect(session.getSnapshot().endedCall?.timedOut).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
