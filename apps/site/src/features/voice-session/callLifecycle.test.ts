import { describe, expect, test, vi } from 'vitest';
import { createTestSession, phaseOf } from '../../test/testVoiceSession.ts';

describe('the call as the session records it', () => {
  test('the end of a connected call leaves its duration until dismissed or the next start', async () => {
    let clock = 1_000;
    const { session, transport } = createTestSession({ now: () => clock });
    await session.toggle();
    transport.listening();
    expect(session.getSnapshot().callStartedAt).toBe(1_000);
    clock += 83_400;
    await session.toggle();
    expect(session.getSnapshot()).toMatchObject({
      callStartedAt: null,
      endedCall: { durationMs: 83_400, timedOut: false },
    });
    expect(phaseOf(session)).toBe('idle');
    session.dismissEnded();
    expect(session.getSnapshot().endedCall).toBeNull();
    await session.toggle();
    transport.listening();
    transport.ended();
    await vi.waitFor(() => expect(session.getSnapshot().endedCall).not.toBeNull());
    await session.toggle();
    expect(session.getSnapshot().endedCall).toBeNull();
  });

  test('a call that never connected leaves no end view', async () => {
    const { session, transport } = createTestSession();
    await session.toggle();
    transport.ended();
    await vi.waitFor(() => expect(session.call.getSnapshot().status).toBe('ended'));
    expect(session.getSnapshot().endedCall).toBeNull();
  });

  test("the visitor's level is read outside the state, 0 while muted or outside a call", async () => {
    const { session, transport } = createTestSession();
    const renders = vi.fn();
    session.subscribe(renders);
    await session.toggle();
    transport.listening();
    renders.mockClear();
    transport.localLevel(0.42);
    expect(session.getLocalVolume()).toBe(0.42);
    expect(renders).not.toHaveBeenCalled();
    session.setMuted(true);
    expect(session.getLocalVolume()).toBe(0);
    session.setMuted(false);
    transport.localLevel(7);
    expect(session.getLocalVolume()).toBe(1);
    transport.ended();
    await vi.waitFor(() => expect(session.getLocalVolume()).toBe(0));
  });

  test('the page hangs up at the maximum length and says so', async () => {
    const { session, transport, client } = createTestSession({ maxCallMs: 300_000 });
    const stop = vi.spyOn(client, 'stop');
    await session.toggle();
    vi.useFakeTimers();
    try {
      transport.listening();
      vi.advanceTimersByTime(299_999);
      expect(stop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(session.getSnapshot().endedCall?.timedOut).toBe(true));
  });

  test('transcripts: the line in progress, finished lines, all cleared when the call ends', async () => {
    const { session, transport } = createTestSession();
    await session.toggle();
    transport.listening();
    transport.message({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: 'Dobrý',
    });
    expect(session.getSnapshot().partials.map((l) => l.text)).toEqual(['Dobrý']);
    transport.message({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Dobrý deň.',
    });
    const { lines, partials } = session.getSnapshot();
    expect(lines.map((l) => l.text)).toEqual(['Dobrý deň.']);
    expect(partials).toEqual([]);
    transport.ended();
    await vi.waitFor(() =>
      expect(session.getSnapshot()).toMatchObject({ lines: [], partials: [], transcript: '' }),
    );
  });

  test("mute, blocked audio and reconnecting are the client's; the site's state never hears of them", async () => {
    const { session, transport } = createTestSession();
    const notified = vi.fn();
    session.subscribe(notified);
    session.setMuted(true);
    expect(session.call.getSnapshot().isMuted).toBe(false);
    await session.toggle();
    transport.listening();
    // the greeting is over (the server says so): the assistant listens
    transport.message({ type: 'speech-update', role: 'assistant', status: 'stopped', turn: 0 });
    notified.mockClear();
    session.setMuted(true);
    expect(transport.connection?.muted).toBe(true);
    expect(session.call.getSnapshot().isMuted).toBe(true);
    expect(phaseOf(session)).toBe('muted');
    transport.audioBlocked();
    expect(session.call.getSnapshot().audioBlocked).toBe(true);
    await session.resumeAudio();
    expect(transport.connection?.resumes).toBe(1);
    expect(session.call.getSnapshot().audioBlocked).toBe(false);
    transport.reconnecting(true);
    expect(session.call.getSnapshot().reconnecting).toBe(true);
    expect(phaseOf(session)).toBe('reconnecting');
    transport.remoteLevel(0.05);
    expect(notified).not.toHaveBeenCalled();
  });
});
