import { describe, expect, test, vi } from 'vitest';
import type { CallStartFailedEvent, VoiceClientError } from '../src/index.ts';
import { createHarness, type HarnessOptions, jsonResponse } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

const CASES: [
  string,
  HarnessOptions,
  string,
  string,
  (h: ReturnType<typeof createHarness>) => void,
][] = [
  [
    'HTTP 500 from /call/web',
    { fetch: async () => jsonResponse({ message: 'boom' }, 500) },
    'web-call-creation',
    'start-method-error',
    () => {},
  ],
  [
    'network failure of /call/web',
    {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    },
    'web-call-creation',
    'start-method-error',
    () => {},
  ],
  [
    'a response without webCallUrl',
    { fetch: async () => jsonResponse({ id: 'x' }) },
    'web-call-creation',
    'start-method-error',
    () => {},
  ],
  [
    'call-object creation throws',
    {
      createCallObject: () => {
        throw new Error('Duplicate DailyIframe instances are not allowed');
      },
    },
    'daily-call-object-creation',
    'daily-call-object-creation-error',
    () => {},
  ],
  [
    'daily-js fails to load',
    { createCallObject: () => Promise.reject(new Error('Failed to load call object bundle')) },
    'daily-call-object-creation',
    'daily-call-object-creation-error',
    () => {},
  ],
  [
    'join rejects',
    { fake: { join: new Error('not-allowed') } },
    'daily-call-join',
    'daily-call-join-error',
    () => {},
  ],
  [
    'microphone permission denied',
    { client: { acquireMicrophone: true } },
    'microphone-permission',
    'start-method-error',
    (h) => h.mic.failWith(denied),
  ],
];

describe('step 8: any start failure emits call-start-failed + error, cleans up, returns null', () => {
  test.each(CASES)('%s', async (_title, options, stage, type, arrange) => {
    const h = createHarness(options);
    arrange(h);
    await expect(h.client.start('a-1')).resolves.toBeNull();
    const failed = h.named('call-start-failed') as CallStartFailedEvent[];
    expect(failed).toEqual([
      expect.objectContaining({ stage, errorType: type, error: expect.any(String) }),
    ]);
    const errors = h.named('error') as VoiceClientError[];
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type, stage });
    expect(h.names()).not.toContain('call-end');
    expect(h.client.getSnapshot()).toMatchObject({ status: 'error', error: errors[0] });
    for (const fake of h.fakes) {
      expect(fake.destroyed).toBe(true);
      expect(fake.listenerCount()).toBe(0);
    }
    expect(h.mic.liveTracks()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('the HTTP status tells a server failure apart', async () => {
    const h = createHarness({ fetch: async () => jsonResponse({}, 401) });
    await h.client.start('a-1');
    expect(h.client.getSnapshot().error).toMatchObject({ status: 401, type: 'start-method-error' });
  });

  test('permission denied keeps the NotAllowedError as cause', async () => {
    const h = createHarness({ client: { acquireMicrophone: true } });
    h.mic.failWith(denied);
    await h.client.start('a-1');
    expect(h.client.getSnapshot().error?.cause).toBe(denied);
    expect(h.fetch).not.toHaveBeenCalled();
  });

  test('with no error listener at all a failure still resolves null (never throws)', async () => {
    const h = createHarness({ fake: { join: new Error('nope') } });
    h.client.removeAllListeners();
    await expect(h.client.start('a-1')).resolves.toBeNull();
  });

  test('a new start after a failure works', async () => {
    let fail = true;
    const h = createHarness({
      fetch: async () =>
        fail
          ? jsonResponse({}, 500)
          : jsonResponse({ id: 'c2', webCallUrl: 'https://x.daily.co/r' }),
    });
    await h.client.start('a-1');
    fail = false;
    await expect(h.client.start('a-1')).resolves.toMatchObject({ id: 'c2' });
    expect(h.client.getSnapshot()).toMatchObject({ status: 'connecting', error: null });
  });
});

describe('microphone inside the user gesture', () => {
  test('getUserMedia is called synchronously in start() and the track is handed to Daily', async () => {
    const h = createHarness({ client: { acquireMicrophone: true } });
    const started = h.client.start('a-1');
    expect(h.mic.tracks).toHaveLength(1); // requested synchronously, still inside the gesture
    await started;
    expect(h.fake().creation?.audioSource).toBe(h.mic.tracks[0]);
    await h.client.stop();
    expect(h.mic.liveTracks()).toBe(0);
  });

  test('the request happens before the network round trip', async () => {
    const order: string[] = [];
    const h = createHarness({
      client: {
        acquireMicrophone: true,
        getUserMedia: async () => {
          order.push('getUserMedia');
          return { getAudioTracks: () => [], getTracks: () => [] } as unknown as MediaStream;
        },
      },
      fetch: async () => {
        order.push('fetch');
        return jsonResponse({ id: 'c', webCallUrl: 'https://x.daily.co/r' });
      },
    });
    const started = h.client.start('a-1');
    expect(order).toEqual(['getUserMedia']);
    await started;
    expect(order).toEqual(['getUserMedia', 'fetch']);
  });
});
