import { describe, expect, test, vi } from 'vitest';
import { createFakeCallObject, type FakeCallObject } from '../src/testing/index.ts';
import type { CallObject, CallObjectOptions } from '../src/transports/daily/index.ts';
import { createHarness, deferred, type Harness, type HarnessOptions, WEB_CALL } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

function expectReleased(h: Harness) {
  for (const fake of h.fakes) {
    expect(fake.destroyed).toBe(true);
    expect(fake.listenerCount()).toBe(0);
  }
  expect(h.audio.attached()).toBe(0);
  expect(h.mic.liveTracks()).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
  expect(h.client.getSnapshot()).toMatchObject({ status: 'ended', isSpeaking: false, volume: 0 });
}

type Stage = {
  title: string;
  build: () => { h: Harness; reach: () => Promise<void>; release?: () => void };
};

const hangingFetch = (): HarnessOptions['fetch'] => (_url, init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

const STAGES: Stage[] = [
  {
    title: 'web-call-creation (fetch pending)',
    build: () => {
      const h = createHarness({ fetch: hangingFetch(), client: { acquireMicrophone: true } });
      return { h, reach: async () => {} };
    },
  },
  {
    title: 'daily-call-object-creation (daily-js still loading)',
    build: () => {
      const pending = deferred<CallObject>();
      const late: FakeCallObject[] = [];
      const h = createHarness({ createCallObject: () => pending.promise });
      return {
        h,
        reach: async () => {},
        release: () => {
          const fake = createFakeCallObject({ creation: {} as CallObjectOptions });
          late.push(fake);
          h.fakes.push(fake);
          pending.resolve(fake);
        },
      };
    },
  },
  {
    title: 'mobile-permissions (mobile wait)',
    build: () => {
      const h = createHarness({ client: { isMobile: () => true } });
      return { h, reach: async () => {} };
    },
  },
  {
    title: 'daily-call-join (join pending)',
    build: () => {
      const h = createHarness({ fake: { join: 'hang' } });
      return { h, reach: async () => {} };
    },
  },
  {
    title: 'audio-observer-setup (observer pending)',
    build: () => {
      const h = createHarness({
        fake: {
          overrides: { startRemoteParticipantsAudioLevelObserver: () => new Promise(() => {}) },
        },
      });
      return { h, reach: async () => {} };
    },
  },
];

describe('stop() during every stage of start()', () => {
  test.each(STAGES)(
    '$title: start resolves null, call-end once, everything released',
    async ({ build }) => {
      const { h, reach, release } = build();
      const started = h.client.start('a-1');
      await vi.advanceTimersByTimeAsync(0);
      await reach();
      expect(['starting', 'connecting']).toContain(h.client.getSnapshot().status);
      await h.client.stop();
      await expect(started).resolves.toBeNull();
      release?.();
      await vi.runAllTimersAsync();
      expect(h.named('call-end')).toHaveLength(1);
      expect(h.named('call-start-failed')).toHaveLength(0);
      expect(h.named('error')).toHaveLength(0);
      expectReleased(h);
    },
  );

  test('while connecting (joined, waiting for listening)', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    expect(h.client.getSnapshot().status).toBe('connecting');
    await h.client.stop();
    expect(h.named('call-end')).toHaveLength(1);
    expect(h.named('call-start')).toHaveLength(0);
    h.serverSays('listening'); // late message after stop: nothing happens
    expect(h.named('call-start')).toHaveLength(0);
    expectReleased(h);
  });

  test('while active with audio playing and speech pending', async () => {
    const h = createHarness({ client: { acquireMicrophone: true } });
    await h.startActive();
    h.assistantSpeaks(0.5);
    expect(h.audio.attached()).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    await h.client.stop();
    expect(h.names().filter((n) => n.startsWith('speech'))).toEqual(['speech-start']);
    expect(h.named('call-end')).toHaveLength(1);
    expectReleased(h);
  });
});

describe('stop() is idempotent and exact', () => {
  test('stop twice (concurrently and again) emits call-end once', async () => {
    const h = createHarness();
    await h.startActive();
    await Promise.all([h.client.stop(), h.client.stop()]);
    await h.client.stop();
    expect(h.named('call-end')).toHaveLength(1);
    expect(h.client.getSnapshot().status).toBe('ended');
  });

  test('stop when idle does nothing', async () => {
    const h = createHarness();
    await h.client.stop();
    expect(h.events).toHaveLength(0);
    expect(h.client.getSnapshot().status).toBe('idle');
  });

  test('status goes ending -> ended, and call-end fires after release', async () => {
    const h = createHarness();
    await h.startActive();
    const statuses: string[] = [];
    h.client.subscribe(() => statuses.push(h.client.getSnapshot().status));
    let destroyedAtCallEnd: boolean | null = null;
    const fake = h.fake();
    h.client.on('call-end', () => {
      destroyedAtCallEnd = fake.destroyed;
    });
    await h.client.stop();
    expect(statuses.filter((s, i) => statuses.indexOf(s) === i)).toEqual(['ending', 'ended']);
    expect(destroyedAtCallEnd).toBe(true);
  });

  test('end() sends end-call before destroying', async () => {
    const h = createHarness();
    await h.startActive();
    const fake = h.fake();
    await h.client.end();
    expect(fake.callsTo('sendAppMessage').at(-1)).toEqual([JSON.stringify({ type: 'end-call' })]);
    expect(fake.destroyed).toBe(true);
  });

  test('start right after stop() begins a fresh call once the old one is released', async () => {
    const h = createHarness();
    await h.startActive();
    const stopping = h.client.stop();
    const next = h.client.start('a-1');
    await stopping;
    await expect(next).resolves.toMatchObject({ id: 'call-1' });
    expect(h.fakes).toHaveLength(2);
    expect(h.fakes[0]?.destroyed).toBe(true);
    expect(h.fakes[1]?.destroyed).toBe(false);
    expect(h.client.getSnapshot().status).toBe('connecting');
  });

  test('start spam across stop/start cycles keeps one live call object', async () => {
    const h = createHarness();
    for (let i = 0; i < 5; i += 1) {
      void h.client.start('a-1');
      void h.client.start('a-1');
      await h.client.start('a-1');
      void h.client.stop();
    }
    await h.client.start('a-1');
    expect(h.fakes.filter((f) => !f.destroyed)).toHaveLength(1);
    expect(h.fetch).toHaveBeenCalledTimes(6);
  });
});

describe('two instances never interfere', () => {
  test('stopping one leaves the other running', async () => {
    const a = createHarness();
    const b = createHarness({ webCall: { ...WEB_CALL, id: 'call-b' } });
    await a.startActive();
    await b.startActive();
    await a.client.stop();
    expect(b.client.getSnapshot().status).toBe('active');
    expect(b.fake().destroyed).toBe(false);
    expect(b.named('call-end')).toHaveLength(0);
  });
});

describe('restart right after stop (no fake timers, real microtask order)', () => {
  test('start() immediately after an awaited stop() starts a new call every time', async () => {
    vi.useRealTimers();
    const h = createHarness({
      fake: { onJoined: (fake) => fake.emit('app-message', { data: 'listening' }) },
    });
    for (let i = 0; i < 10; i += 1) {
      const started = new Promise<void>((resolve) => h.client.once('call-start', () => resolve()));
      void h.client.start('a-1');
      await started;
      await h.client.stop();
    }
    expect(h.fetch).toHaveBeenCalledTimes(10);
    expect(h.named('call-end')).toHaveLength(10);
  });

  test('stop() while a start is queued behind a finishing call cancels that start', async () => {
    const h = createHarness();
    await h.startActive();
    const stopping = h.client.stop();
    const queued = h.client.start('a-1');
    await h.client.stop();
    await stopping;
    await expect(queued).resolves.toBeNull();
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });
});
