import { describe, expect, test, vi } from 'vitest';
import { type CallFatalErrorType, VoiceClientError } from '../src/index.ts';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

const FATAL: CallFatalErrorType[] = [
  'connection-error',
  'ejected',
  'end-of-life',
  'exp-room',
  'exp-token',
  'meeting-full',
  'nbf-room',
  'nbf-token',
  'not-allowed',
  'no-room',
];

describe('fatal call-library errors', () => {
  test.each(FATAL)(
    '%s during an active call: daily-error, call-end once, status error, released',
    async (type) => {
      const h = createHarness();
      await h.startActive();
      const fake = h.fake();
      fake.emit('error', { errorMsg: `fatal ${type}`, error: { type, msg: `fatal ${type}` } });
      fake.emit('error', { errorMsg: 'again', error: { type } });
      await vi.runAllTimersAsync();
      const errors = h.named('error') as VoiceClientError[];
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        type: 'daily-error',
        fatalType: type,
        message: `fatal ${type}`,
      });
      expect(h.named('call-end')).toHaveLength(1);
      expect(h.client.getSnapshot()).toMatchObject({ status: 'error', error: errors[0] });
      expect(fake.destroyed).toBe(true);
      expect(fake.listenerCount()).toBe(0);
    },
  );

  test.each(['exp-token', 'nbf-room', 'no-room'] as const)(
    '%s while joining fails the start with call-start-failed',
    async (type) => {
      const h = createHarness({ fake: { join: 'hang' } });
      const started = h.client.start('a-1');
      await vi.advanceTimersByTimeAsync(0);
      h.fake().emit('error', { errorMsg: 'nope', error: { type } });
      await expect(started).resolves.toBeNull();
      expect(h.named('call-start-failed')).toEqual([
        expect.objectContaining({ stage: 'daily-call-join', errorType: 'daily-error' }),
      ]);
      expect(h.named('error')).toEqual([expect.objectContaining({ fatalType: type })]);
      expect(h.names()).not.toContain('call-end');
      expect(h.fake().destroyed).toBe(true);
    },
  );

  test('camera-error, network events and recording events pass through', async () => {
    const h = createHarness();
    await h.startActive();
    const camera = {
      errorMsg: { errorMsg: 'denied' },
      error: { type: 'permissions', blockedBy: 'user' },
    };
    h.fake().emit('camera-error', camera);
    h.fake().emit('network-quality-change', { threshold: 'low', quality: 40 });
    h.fake().emit('network-connection', { type: 'sfu', event: 'interrupted' });
    h.fake().emit('recording-error', { errorMsg: 'x' });
    expect(h.named('camera-error')).toEqual([expect.objectContaining(camera)]);
    expect(h.named('network-quality-change')).toEqual([expect.objectContaining({ quality: 40 })]);
    expect(h.named('network-connection')).toEqual([
      expect.objectContaining({ event: 'interrupted' }),
    ]);
    expect(h.named('recording-error')).toHaveLength(1);
  });
});

describe('listeners can never break the client', () => {
  test.each([
    'call-start',
    'message',
    'call-start-progress',
    'call-start-success',
    'volume-level',
    'speech-start',
  ] as const)(
    'a throwing %s listener is logged; the call still reaches active and other listeners run',
    async (event) => {
      const h = createHarness();
      const after = vi.fn();
      h.client.on(event, () => {
        throw new Error('consumer bug');
      });
      h.client.on(event, after);
      await h.startActive();
      h.serverSays({ type: 'call-start' });
      h.fake().emit('remote-participants-audio-level', { participantsAudioLevel: { a: 0.5 } });
      expect(after).toHaveBeenCalled();
      expect(h.client.getSnapshot().status).toBe('active');
      expect(h.logger.error).toHaveBeenCalledWith(
        expect.stringContaining(`"${event}" listener threw`),
        expect.any(Error),
      );
    },
  );

  test('a throwing snapshot subscriber is logged and does not stop the call', async () => {
    const h = createHarness();
    h.client.subscribe(() => {
      throw new Error('render bug');
    });
    await h.startActive();
    expect(h.client.getSnapshot().status).toBe('active');
    expect(h.logger.error).toHaveBeenCalled();
  });

  test('an error with no listener does not throw', async () => {
    const h = createHarness();
    h.client.removeAllListeners();
    await h.startActive();
    expect(() =>
      h.fake().emit('error', { errorMsg: 'ejected', error: { type: 'ejected' } }),
    ).not.toThrow();
    await vi.runAllTimersAsync();
    expect(h.client.getSnapshot().status).toBe('error');
  });

  test('more than 10 listeners on one event warns once', () => {
    const h = createHarness();
    h.client.removeAllListeners();
    for (let i = 0; i < 12; i += 1) h.client.on('message', () => {});
    expect(h.logger.warn).toHaveBeenCalledTimes(1);
    expect(h.logger.warn).toHaveBeenCalledWith(expect.stringContaining('limit 10'));
  });

  test('on() returns an unsubscribe; once() fires once', async () => {
    const h = createHarness();
    const listener = vi.fn();
    const onceListener = vi.fn();
    const off = h.client.on('message', listener);
    h.client.once('message', onceListener);
    await h.startActive();
    h.serverSays({ type: 'call-start' });
    off();
    h.serverSays({ type: 'call-start' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onceListener).toHaveBeenCalledTimes(1);
  });
});

describe('mute', () => {
  // isMuted() without a call answers false, as in @vapi-ai/web (test/parity.test.ts)
  test.each([['setMuted', (c: ReturnType<typeof createHarness>['client']) => c.setMuted(true)]])(
    '%s without a call throws "Call object is not available"',
    (_n, act) => {
      const h = createHarness();
      expect(() => act(h.client)).toThrow(
        new VoiceClientError('daily-error', 'Call object is not available'),
      );
    },
  );

  test('setMuted toggles the local audio and the snapshot', async () => {
    const h = createHarness();
    await h.startActive();
    h.client.setMuted(true);
    expect(h.fake().callsTo('setLocalAudio').at(-1)).toEqual([false]);
    expect(h.client.isMuted()).toBe(true);
    expect(h.client.getSnapshot().isMuted).toBe(true);
    h.client.setMuted(false);
    expect(h.client.isMuted()).toBe(false);
  });
});

describe('call-library handlers never throw into daily-js', () => {
  test('a failing audio element factory is logged and the call goes on', async () => {
    const h = createHarness({
      client: {
        createAudioElement: () => {
          throw new ReferenceError('MediaStream is not defined');
        },
      },
    });
    await h.startActive();
    const speaker = h.speaker();
    expect(() =>
      h.fake().emit('track-started', { participant: speaker, track: {}, type: 'audio' }),
    ).not.toThrow();
    expect(h.logger.error).toHaveBeenCalledWith(
      expect.stringContaining('"track-started" failed'),
      expect.any(ReferenceError),
    );
    expect(h.client.getSnapshot().status).toBe('active');
  });
});
