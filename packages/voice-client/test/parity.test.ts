// What an app written for @vapi-ai/web 2.7.1 sees (parity with @vapi-ai/web); the expected
// values are read from that package's source (node_modules/@vapi-ai/web/vapi.ts).
import { describe, expect, test, vi } from 'vitest';
import type { CallStartProgressEvent } from '../src/index.ts';
import { createFakeAudioOutput } from '../src/testing/index.ts';
import { createHarness, type HarnessOptions } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';
import { createWebSocketHarness } from './websocket/harness.ts';

fakeTimersForEachTest();

const progressOf = async (options: HarnessOptions = {}, advance = 0) => {
  const h = createHarness(options);
  const started = h.client.start('a-1');
  await vi.advanceTimersByTimeAsync(advance);
  await started;
  return (h.named('call-start-progress') as CallStartProgressEvent[]).map(
    ({ stage, status, metadata }) => (metadata ? { stage, status, metadata } : { stage, status }),
  );
};

describe('call-start-progress: stages, statuses and metadata of the official client', () => {
  test('desktop call without recording', async () => {
    expect(await progressOf()).toEqual([
      {
        stage: 'initialization',
        status: 'started',
        metadata: { hasAssistant: true, hasSquad: false, hasWorkflow: false },
      },
      { stage: 'web-call-creation', status: 'started' },
      {
        stage: 'web-call-creation',
        status: 'completed',
        metadata: { callId: 'call-1', videoRecordingEnabled: false, voiceProvider: '11labs' },
      },
      {
        stage: 'daily-call-object-creation',
        status: 'started',
        metadata: {
          audioSource: true,
          videoSource: false,
          isVideoRecordingEnabled: false,
          isVideoEnabled: false,
        },
      },
      { stage: 'daily-call-object-creation', status: 'completed' },
      { stage: 'mobile-permissions', status: 'started', metadata: { isMobile: false } },
      {
        stage: 'mobile-permissions',
        status: 'completed',
        metadata: { action: 'skipped-not-mobile' },
      },
      { stage: 'daily-call-join', status: 'started' },
      { stage: 'daily-call-join', status: 'completed' },
      {
        stage: 'video-recording-setup',
        status: 'completed',
        metadata: { action: 'skipped-not-enabled' },
      },
      { stage: 'audio-observer-setup', status: 'started' },
      { stage: 'audio-observer-setup', status: 'completed' },
      { stage: 'audio-processing-setup', status: 'started' },
      { stage: 'audio-processing-setup', status: 'completed' },
    ]);
  });

  test('mobile: the wait is a stage with its action', async () => {
    const progress = await progressOf({ client: { isMobile: () => true } }, 1000);
    expect(progress.filter((p) => p.stage === 'mobile-permissions')).toEqual([
      { stage: 'mobile-permissions', status: 'started', metadata: { isMobile: true } },
      {
        stage: 'mobile-permissions',
        status: 'completed',
        metadata: { action: 'permissions-wait' },
      },
    ]);
  });

  test('recording: started by the client, or by the call token', async () => {
    const recording = { artifactPlan: { videoRecordingEnabled: true } };
    const byClient = await progressOf({ webCall: recording });
    expect(byClient.filter((p) => p.stage === 'video-recording-setup')).toEqual([
      { stage: 'video-recording-setup', status: 'started' },
      { stage: 'video-recording-setup', status: 'completed' },
    ]);
    const byToken = await progressOf({ webCall: { ...recording, transport: { callToken: 't' } } });
    expect(byToken.filter((p) => p.stage === 'video-recording-setup')).toEqual([
      {
        stage: 'video-recording-setup',
        status: 'completed',
        metadata: { action: 'auto-started-via-meeting-token' },
      },
    ]);
  });

  test('recording-started reports video-recording-started with the delay', async () => {
    const h = createHarness({ webCall: { artifactPlan: { videoRecordingEnabled: true } } });
    await h.startActive();
    await vi.advanceTimersByTimeAsync(1500);
    h.fake().emit('recording-started', {});
    expect(h.named('call-start-progress').at(-1)).toMatchObject({
      stage: 'video-recording-started',
      status: 'completed',
      metadata: { delaySeconds: 1.5 },
    });
  });
});

describe('the audio element and mute without a call', () => {
  test('`audio` is emitted with the assistant element, which knows its participant id', async () => {
    const h = createHarness();
    const audio = vi.fn();
    h.client.on('audio', audio);
    await h.startActive();
    const speaker = h.speaker();
    h.fake().emit('track-started', { participant: speaker, track: { id: 't' }, type: 'audio' });
    expect(audio).toHaveBeenCalledWith(h.audio.elements[0]);
    expect(h.audio.elements[0]?.participantId).toBe('speaker-1');
  });

  test('isMuted() without a call is false; setMuted() still throws', () => {
    const h = createHarness();
    expect(h.client.isMuted()).toBe(false);
    expect(() => h.client.setMuted(true)).toThrow('Call object is not available');
  });
});

describe('autoplay blocked', () => {
  test('Daily: audio-start-failed, no "playable" until resumeAudio() really starts playback', async () => {
    const output = createFakeAudioOutput({ playFails: true });
    const h = createHarness({ client: { createAudioElement: output.createAudioElement } });
    await h.startActive();
    const speaker = h.speaker();
    h.fake().emit('track-started', { participant: speaker, track: { id: 't' }, type: 'audio' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.named('error')).toEqual([expect.objectContaining({ type: 'audio-start-failed' })]);
    expect(h.fake().callsTo('sendAppMessage')).toEqual([]);
    expect(h.client.getSnapshot().audioBlocked).toBe(true);
    await expect(h.client.resumeAudio()).resolves.toBe(false);
    output.allowPlay();
    await expect(h.client.resumeAudio()).resolves.toBe(true);
    expect(h.fake().callsTo('sendAppMessage')).toEqual([['playable']]);
    expect(h.client.getSnapshot().audioBlocked).toBe(false);
  });

  test('WebSocket: a suspended AudioContext is audio-start-failed until resumeAudio()', async () => {
    const h = createWebSocketHarness({ audio: { autoplayBlocked: true } });
    await h.startActive();
    expect(h.named('error')).toEqual([expect.objectContaining({ type: 'audio-start-failed' })]);
    expect(h.client.getSnapshot()).toMatchObject({ status: 'active', audioBlocked: true });
    await expect(h.client.resumeAudio()).resolves.toBe(true);
    expect(h.audio.last().state).toBe('running');
    expect(h.client.getSnapshot().audioBlocked).toBe(false);
  });

  test('resumeAudio() without a call resolves false', async () => {
    await expect(createHarness().client.resumeAudio()).resolves.toBe(false);
  });
});

describe('ending and failing like the official client', () => {
  test('recording enabled through the call token: stopRecording() when the call ends', async () => {
    const h = createHarness({
      webCall: { artifactPlan: { videoRecordingEnabled: true }, transport: { callToken: 't' } },
    });
    await h.startActive();
    const fake = h.fake();
    await h.client.stop();
    expect(fake.callsTo('startRecording')).toHaveLength(0);
    expect(fake.callsTo('stopRecording')).toHaveLength(1);
  });

  test('a fatal error while joining: the error event carries the stage daily-call-join', async () => {
    const h = createHarness({ fake: { join: 'hang' } });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    h.fake().emit('error', { errorMsg: 'no room', error: { type: 'no-room' } });
    await started;
    expect(h.named('error')).toEqual([
      expect.objectContaining({
        type: 'daily-error',
        fatalType: 'no-room',
        stage: 'daily-call-join',
      }),
    ]);
  });

  test("a rejected join reports call-start-progress daily-call-join failed with Daily's error object", async () => {
    const h = createHarness({ fake: { join: 'hang' } });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    const msg = 'The meeting you are trying to join does not exist.';
    h.fake().emit('error', { errorMsg: 'no room', error: { type: 'no-room', msg } });
    await started;
    const join = (h.named('call-start-progress') as CallStartProgressEvent[]).filter(
      (p) => p.stage === 'daily-call-join',
    );
    expect(join.map((p) => p.status)).toEqual(['started', 'failed']);
    // the official client's metadata.error is its serialised error's `message`: Daily's rejection
    // has none, so its `error`, the object { type, msg }
    expect(join[1]?.metadata).toEqual({ error: { type: 'no-room', msg } });
    expect(typeof join[1]?.duration).toBe('number');
    // the error event keeps the typed error with Daily's text
    expect(h.named('error')).toEqual([
      expect.objectContaining({ type: 'daily-error', fatalType: 'no-room', message: 'no room' }),
    ]);
  });

  test('a join that rejects with an Error reports its message, as the official client does', async () => {
    const h = createHarness({ fake: { join: new Error('network down') } });
    await h.client.start('a-1');
    const join = (h.named('call-start-progress') as CallStartProgressEvent[]).filter(
      (p) => p.stage === 'daily-call-join',
    );
    expect(join.map((p) => p.status)).toEqual(['started', 'failed']);
    expect(join[1]?.metadata).toEqual({ error: 'network down' });
  });

  test('stop() while joining is no failure: no failed progress', async () => {
    const h = createHarness({ fake: { join: 'hang' } });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    await h.client.stop();
    await started;
    const statuses = (h.named('call-start-progress') as CallStartProgressEvent[]).map(
      (p) => p.status,
    );
    expect(statuses).not.toContain('failed');
  });

  test('a second start() reports validation failed already-started (and joins the first)', async () => {
    const h = createHarness({ fake: { join: 'hang' } });
    const first = h.client.start('a-1');
    const second = h.client.start('a-1');
    expect(second).toBe(first);
    expect(h.named('call-start-progress').at(-1)).toEqual({
      stage: 'validation',
      status: 'failed',
      timestamp: expect.any(String),
      metadata: { reason: 'already-started' },
    });
    await h.client.stop();
  });
});
