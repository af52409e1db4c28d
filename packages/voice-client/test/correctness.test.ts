// Daily-specific races and parity gaps of the voice client.
import { describe, expect, test, vi } from 'vitest';
import { createFakeCallObject, type FakeCallObject } from '../src/testing/index.ts';
import type { CallObject, CallObjectOptions } from '../src/transports/daily/index.ts';
import { createHarness, deferred } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

describe('1. a later start or reconnect wins over an earlier cancelled one', () => {
  test('stop(); reconnect(); stop(); reconnect() on an active call rejoins once', async () => {
    const h = createHarness();
    const webCall = await h.startActive();
    if (!webCall) throw new Error('expected a web call');
    void h.client.stop();
    const cancelled = h.client.reconnect(webCall);
    void h.client.stop();
    const last = h.client.reconnect(webCall);
    await expect(cancelled).resolves.toBeNull();
    await expect(last).resolves.toEqual(webCall);
    expect(h.fakes).toHaveLength(2);
    expect(h.fakes[1]?.destroyed).toBe(false);
  });
});

describe('2. every call-start gets exactly one call-end', () => {
  test('listening during a pending start step, then a fatal error: call-end once', async () => {
    const h = createHarness({
      fake: { overrides: { updateInputSettings: () => new Promise(() => {}) } },
    });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    h.serverSays('listening');
    expect(h.named('call-start')).toHaveLength(1);
    h.fake().emit('error', { errorMsg: 'ejected', error: { type: 'ejected' } });
    await expect(started).resolves.toBeNull();
    await vi.runAllTimersAsync();
    expect(h.named('call-end')).toHaveLength(1);
    expect(h.client.getSnapshot().status).toBe('error');
    expect(h.fake().destroyed).toBe(true);
  });
});

describe("3. the noise-cancellation fallback keeps the visitor's mute choice", () => {
  test('muted, then audio-processor-error: the microphone stays off', async () => {
    const h = createHarness();
    await h.startActive();
    h.client.setMuted(true);
    h.fake().emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.fake().callsTo('updateInputSettings').at(-1)).toEqual([
      { audio: { processor: { type: 'none' } } },
    ]);
    expect(h.fake().callsTo('setLocalAudio').at(-1)).toEqual([false]);
    expect(h.client.isMuted()).toBe(true);
    expect(h.client.getSnapshot().isMuted).toBe(true);
  });
});

describe('4. a new start waits until the previous call object is gone', () => {
  test('start(), stop() while daily-js loads, start(): no duplicate call objects', async () => {
    const alive = new Set<object>();
    const loading = deferred<CallObject>();
    let created = 0;
    const make = (creation: CallObjectOptions): FakeCallObject => {
      if (alive.size > 0) throw new Error('Duplicate DailyIframe instances are not allowed');
      const fake: FakeCallObject = createFakeCallObject({
        creation,
        overrides: {
          // Daily's destroy takes a while (it tears down its iframe/call machine)
          destroy: () =>
            new Promise<void>((resolve) => setTimeout(resolve, 50)).then(() => {
              alive.delete(fake);
            }),
        },
      });
      alive.add(fake);
      return fake;
    };
    const h = createHarness({
      createCallObject: (creation) => {
        created += 1;
        return created === 1 ? loading.promise : make(creation);
      },
    });
    const first = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    await h.client.stop();
    const second = h.client.start('a-1');
    loading.resolve(make({} as CallObjectOptions));
    await vi.advanceTimersByTimeAsync(100);
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toMatchObject({ id: 'call-1' });
    expect(h.named('error')).toEqual([]);
    expect(alive.size).toBe(1);
  });
});

describe('7. reconnect() ends in call-start, like the official client', () => {
  test('reconnect: call-start, status active; the assistant leaving still ends the call', async () => {
    const h = createHarness();
    const webCall = await h.startActive();
    await h.client.stop();
    if (!webCall) throw new Error('expected a web call');
    await h.client.reconnect(webCall);
    expect(h.named('call-start')).toHaveLength(2);
    expect(h.client.getSnapshot().status).toBe('active');
    const speaker = h.speaker();
    h.fake().emit('participant-left', { participant: speaker });
    await vi.runAllTimersAsync();
    expect(h.named('call-end')).toHaveLength(2);
    expect(h.client.getSnapshot().status).toBe('ended');
  });
});

describe("8. isMuted() follows the visitor's choice while Daily does not know yet", () => {
  test('localAudio() is null before the local participant exists: not muted, then muted', async () => {
    const h = createHarness({ fake: { overrides: { localAudio: () => null } } });
    await h.client.start('a-1');
    expect(h.client.isMuted()).toBe(false);
    expect(h.client.getSnapshot().isMuted).toBe(false);
    h.client.setMuted(true);
    expect(h.client.isMuted()).toBe(true);
  });
});

describe("12. only the leaving speaker's audio element goes", () => {
  test('speaker s1, then s2 plays; s1 leaving keeps s2 playing', async () => {
    const h = createHarness();
    await h.startActive();
    const s1 = h.fake().addParticipant({ session_id: 's1', user_name: 'Vapi Speaker' });
    h.fake().emit('track-started', { participant: s1, track: { id: 't1' }, type: 'audio' });
    const s2 = h.fake().addParticipant({ session_id: 's2', user_name: 'Vapi Speaker' });
    h.fake().emit('track-started', { participant: s2, track: { id: 't2' }, type: 'audio' });
    h.fake().emit('participant-left', { participant: s1 });
    expect(h.audio.attached()).toBe(1);
    expect(h.client.getAudioElement()).toBe(h.audio.elements[1]);
    expect(h.audio.elements[1]?.removed).toBe(false);
    h.fake().emit('participant-left', { participant: s2 });
    expect(h.audio.attached()).toBe(0);
  });
});
