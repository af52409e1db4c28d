import { describe, expect, test, vi } from 'vitest';
import { VoiceClientError } from '../src/index.ts';
import { RECORDING_SETTINGS, type VoiceClient } from '../src/transports/daily/index.ts';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

describe('step 1: an assistant, squad or workflow is required', () => {
  test('start() without any rejects with the rule message and touches nothing', async () => {
    const h = createHarness();
    const error = await h.client.start().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceClientError);
    expect(error).toMatchObject({
      type: 'validation-error',
      message: 'Assistant or Squad or Workflow must be provided',
    });
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.named('error')).toEqual([error]);
    expect(h.securityEvents.map((e) => e.kind)).toEqual(['invalid_input']);
    expect(h.client.getSnapshot().status).toBe('idle');
  });

  test.each([
    ['assistant id', ['a-1'], { assistantId: 'a-1' }],
    ['inline assistant', [{ name: 'x' }], { assistant: { name: 'x' } }],
    ['squad id', [undefined, undefined, 's-1'], { squadId: 's-1' }],
    [
      'workflow with overrides',
      [undefined, undefined, undefined, 'w-1', { v: 1 }],
      { workflowId: 'w-1', workflowOverrides: { v: 1 } },
    ],
    [
      'assistant overrides + keep room',
      ['a-1', { o: 1 }, undefined, undefined, undefined, { roomDeleteOnUserLeaveEnabled: false }],
      { assistantId: 'a-1', assistantOverrides: { o: 1 }, roomDeleteOnUserLeaveEnabled: false },
    ],
  ] as const)('%s is sent as the /call/web body', async (_title, args, body) => {
    const h = createHarness();
    await h.client.start(...(args as unknown as Parameters<VoiceClient['start']>));
    expect(JSON.parse(String(h.fetch.mock.calls[0]?.[1].body))).toEqual(body);
  });
});

describe('step 2: ignored when already started', () => {
  test('start spam while starting creates one web call and one call object', async () => {
    const h = createHarness();
    const starts = Array.from({ length: 20 }, () => h.client.start('a-1'));
    const results = await Promise.all(starts);
    expect(new Set(starts).size).toBe(1);
    expect(results.every((r) => r?.id === 'call-1')).toBe(true);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.createCallObject).toHaveBeenCalledTimes(1);
  });

  test('start() during an active call returns the current call without a new request', async () => {
    const h = createHarness();
    await h.startActive();
    await expect(h.client.start('other')).resolves.toMatchObject({ id: 'call-1' });
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('step 3: web call and call object', () => {
  test('POST {baseUrl}/call/web with the public key', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    const [url, init] = h.fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.test/call/web');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer pk-test',
      'Content-Type': 'application/json',
    });
  });

  test.each([
    [false, false],
    [true, true],
  ])('recording %s: audio on, video = %s, avoidEval on by default', async (recording, video) => {
    const h = createHarness({ webCall: { artifactPlan: { videoRecordingEnabled: recording } } });
    await h.client.start('a-1');
    expect(h.fake().creation).toMatchObject({
      audioSource: true,
      videoSource: video,
      dailyConfig: { avoidEval: true },
    });
  });

  test('dailyConfig overrides (bundle URL, proxy) reach the factory', async () => {
    const h = createHarness({
      client: {
        dailyConfig: {
          avoidEval: false,
          callObjectBundleUrlOverride: 'https://cdn.test/b.js',
          proxyUrl: 'https://proxy.test',
        },
      },
    });
    await h.client.start('a-1');
    expect(h.fake().creation?.dailyConfig).toEqual({
      avoidEval: false,
      callObjectBundleUrlOverride: 'https://cdn.test/b.js',
      proxyUrl: 'https://proxy.test',
    });
  });
});

describe('step 4: join', () => {
  test('joins the web call URL without automatic subscription', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    expect(h.fake().callsTo('join')).toEqual([
      [{ url: 'https://example.daily.co/room-1', subscribeToTracksAutomatically: false }],
    ]);
  });

  test('passes transport.callToken as the join token', async () => {
    const h = createHarness({ webCall: { transport: { callToken: 'tok' } } });
    await h.client.start('a-1');
    expect(h.fake().callsTo('join')[0]?.[0]).toMatchObject({ token: 'tok' });
  });

  test.each([
    [undefined, 1000],
    [250, 250],
  ])('on mobile waits %s ms (configured) -> %i ms before joining', async (configured, wait) => {
    const h = createHarness({
      client: { isMobile: () => true, ...(configured ? { mobileWaitMs: configured } : {}) },
    });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(h.fake().callsTo('join')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(h.fake().callsTo('join')).toHaveLength(1);
  });

  test('no wait on desktop', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('step 5: recording, observers, noise cancellation, success', () => {
  test('video recording starts at 1280x720 with the dark background and default layout', async () => {
    const h = createHarness({ webCall: { artifactPlan: { videoRecordingEnabled: true } } });
    await h.client.start('a-1');
    expect(h.fake().callsTo('startRecording')).toEqual([[{ ...RECORDING_SETTINGS }]]);
    expect(RECORDING_SETTINGS).toEqual({
      width: 1280,
      height: 720,
      backgroundColor: '#FF1F2D3D',
      layout: { preset: 'default' },
    });
  });

  test('with a call token the server records: the client does not start recording', async () => {
    const h = createHarness({
      webCall: { artifactPlan: { videoRecordingEnabled: true }, transport: { callToken: 't' } },
    });
    await h.client.start('a-1');
    expect(h.fake().callsTo('startRecording')).toHaveLength(0);
  });

  test('remote level observer at 100 ms; local one only when listened to', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    expect(h.fake().callsTo('startRemoteParticipantsAudioLevelObserver')).toEqual([[100]]);
    expect(h.fake().callsTo('startLocalAudioLevelObserver')).toHaveLength(0);
    const h2 = createHarness();
    h2.client.on('local-volume-level', () => {});
    await h2.client.start('a-1');
    expect(h2.fake().callsTo('startLocalAudioLevelObserver')).toEqual([[100]]);
  });

  test('noise cancellation is requested, unless disabled', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    expect(h.fake().callsTo('updateInputSettings')).toEqual([
      [{ audio: { processor: { type: 'noise-cancellation' } } }],
    ]);
    const off = createHarness({ client: { noiseCancellation: false } });
    await off.client.start('a-1');
    expect(off.fake().callsTo('updateInputSettings')).toHaveLength(0);
  });

  test('progress per stage in order, then call-start-success with the call id', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    expect(h.progress()).toEqual([
      'initialization:started',
      'web-call-creation:started',
      'web-call-creation:completed',
      'daily-call-object-creation:started',
      'daily-call-object-creation:completed',
      'mobile-permissions:started',
      'mobile-permissions:completed',
      'daily-call-join:started',
      'daily-call-join:completed',
      'video-recording-setup:completed',
      'audio-observer-setup:started',
      'audio-observer-setup:completed',
      'audio-processing-setup:started',
      'audio-processing-setup:completed',
    ]);
    expect(h.named('call-start-success')).toEqual([
      expect.objectContaining({ callId: 'call-1', totalDuration: expect.any(Number) }),
    ]);
    expect(h.client.getSnapshot()).toMatchObject({ status: 'connecting', callId: 'call-1' });
  });

  test.each([
    ['startRemoteParticipantsAudioLevelObserver', 'audio-observer-setup-error'],
    ['updateInputSettings', 'audio-processing-setup-error'],
    ['startRecording', 'video-recording-setup-error'],
  ] as const)(
    'a failing %s is non-fatal: %s is emitted and the call goes on',
    async (method, type) => {
      const h = createHarness({
        webCall: { artifactPlan: { videoRecordingEnabled: true } },
        fake: {
          overrides: {
            [method]: () => {
              throw new Error('boom');
            },
          },
        },
      });
      await expect(h.client.start('a-1')).resolves.toMatchObject({ id: 'call-1' });
      expect(h.named('error')).toEqual([expect.objectContaining({ type })]);
      expect(h.named('call-start-success')).toHaveLength(1);
    },
  );
});

describe('step 6: listening means started', () => {
  test('call-start only after the agent sends "listening"', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    expect(h.named('call-start')).toHaveLength(0);
    h.serverSays('listening');
    h.serverSays('listening');
    expect(h.named('call-start')).toHaveLength(1);
    expect(h.client.getSnapshot().status).toBe('active');
  });
});

describe('step 7: left-meeting ends the call', () => {
  test('call-end once, synthetic ended status, recording stopped, cleanup', async () => {
    const h = createHarness({ webCall: { artifactPlan: { videoRecordingEnabled: true } } });
    await h.startActive();
    const fake = h.fake();
    fake.emit('left-meeting');
    fake.emit('left-meeting');
    await vi.runAllTimersAsync();
    expect(h.names().slice(-2)).toEqual(['call-end', 'message']);
    expect(h.named('call-end')).toHaveLength(1);
    expect(h.named('message').at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(fake.callsTo('stopRecording')).toHaveLength(1);
    expect(fake.destroyed).toBe(true);
    expect(fake.listenerCount()).toBe(0);
    expect(h.client.getSnapshot().status).toBe('ended');
  });

  test('no synthetic status when the server already sent status-update ended', async () => {
    const h = createHarness();
    await h.startActive();
    h.serverSays({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
    h.fake().emit('left-meeting');
    await vi.runAllTimersAsync();
    const ended = (h.named('message') as { status?: string }[]).filter((m) => m.status === 'ended');
    expect(ended).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
    ]);
  });
});
