// Races the voice client must survive (correctness of the voice client), for every transport.
import { describe, expect, test, vi } from 'vitest';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { DRIVERS } from './drivers.ts';

fakeTimersForEachTest();

describe.each(DRIVERS)('$name transport', (driver) => {
  test('1. stop(); start(); stop(); start() on an active call: the last start wins', async () => {
    const s = driver.create();
    await s.startActive();
    void s.client.stop();
    const cancelled = s.client.start('a-1');
    void s.client.stop();
    const last = s.client.start('a-1');
    await expect(cancelled).resolves.toBeNull();
    await expect(last).resolves.not.toBeNull();
    expect(s.requests()).toBe(2);
    expect(['connecting', 'active']).toContain(s.client.getSnapshot().status);
  });

  test('5. stop() and start() from an error listener: stop waits for the release, events of the two calls do not interleave', async () => {
    const s = driver.create();
    await s.startActive();
    let heldAtStop: ReturnType<typeof s.held> | null = null;
    let restarted: Promise<unknown> | null = null;
    s.client.once('error', () => {
      void s.client.stop().then(() => {
        heldAtStop = s.held();
      });
      restarted = s.client.start('a-1');
    });
    s.connectionLost();
    await vi.runAllTimersAsync();
    expect(heldAtStop).toEqual({ resources: 0, listeners: 0, tracks: 0 });
    await expect(restarted).resolves.not.toBeNull();
    expect(s.requests()).toBe(2);
    const names = s.names();
    expect(names.filter((n) => n === 'call-end')).toHaveLength(1);
    expect(names.indexOf('call-end')).toBeLessThan(names.lastIndexOf('call-start-success'));
    expect(names.indexOf('call-end')).toBeGreaterThan(names.indexOf('error'));
  });

  test('6. start() from a call-start-failed listener starts a new call', async () => {
    const s = driver.failedConnect.create();
    let retry: Promise<unknown> | null = null;
    s.client.once('call-start-failed', () => {
      retry = s.client.start('a-1');
    });
    await expect(s.client.start('a-1')).resolves.toBeNull();
    await vi.runAllTimersAsync();
    await retry;
    expect(s.requests()).toBe(2);
    expect(s.named('call-start-failed')).toHaveLength(2);
  });

  test('9. send()/say() before the call can carry messages are queued; end() then just ends', async () => {
    const pending = driver.pendingConnect();
    const s = pending.subject;
    const started = s.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.client.say('Ahoj')).toBe(true);
    expect(s.client.send({ type: 'control', control: 'mute-assistant' })).toBe(true);
    expect(s.named('error')).toEqual([]);
    pending.complete();
    await expect(started).resolves.not.toBeNull();
    expect(s.sent()).toEqual([
      {
        type: 'say',
        message: 'Ahoj',
        endCallAfterSpoken: false,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      { type: 'control', control: 'mute-assistant' },
    ]);

    const other = driver.pendingConnect().subject;
    const ending = other.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    await other.client.end();
    await expect(ending).resolves.toBeNull();
    await vi.runAllTimersAsync();
    expect(other.named('error')).toEqual([]);
    expect(other.named('call-end')).toHaveLength(1);
    expect(other.held()).toEqual({ resources: 0, listeners: 0, tracks: 0 });
  });

  test('10. stop() from a call-start-progress listener: no further stage starts', async () => {
    const s = driver.create();
    const progress: string[] = [];
    s.client.on('call-start-progress', (p) => {
      progress.push(`${p.stage}:${p.status}`);
      if (p.stage === driver.midStage && p.status === 'completed') void s.client.stop();
    });
    await expect(s.client.start('a-1')).resolves.toBeNull();
    await vi.runAllTimersAsync();
    expect(progress.at(-1)).toBe(`${driver.midStage}:completed`);
    expect(s.connects()).toBe(0);
    expect(s.named('call-end')).toHaveLength(1);
    expect(s.held()).toEqual({ resources: 0, listeners: 0, tracks: 0 });
  });

  test('11. off() removes a listener added with once()', async () => {
    const s = driver.create();
    const listener = vi.fn();
    s.client.once('message', listener);
    s.client.off('message', listener);
    await s.startActive();
    s.serverSays({ type: 'call-start' });
    expect(listener).not.toHaveBeenCalled();
  });

  test('local-volume-level never passes NaN (or anything outside 0..1)', async () => {
    const s = driver.create();
    const local = vi.fn();
    s.client.on('local-volume-level', local);
    await s.startActive();
    s.microphoneLevel(Number.NaN);
    s.microphoneLevel(Number.POSITIVE_INFINITY);
    s.microphoneLevel(0.3);
    const values = local.mock.calls.map(([v]) => v as number);
    expect(values.every((v) => Number.isFinite(v) && v >= 0 && v <= 1)).toBe(true);
    expect(values.at(-1)).toBeCloseTo(0.3, 10);
  });
});
