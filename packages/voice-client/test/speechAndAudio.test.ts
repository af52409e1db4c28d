import { describe, expect, test, vi } from 'vitest';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

const levels = (
  h: ReturnType<typeof createHarness>,
  participantsAudioLevel: Record<string, number>,
) => h.fake().emit('remote-participants-audio-level', { participantsAudioLevel });

describe('speech rules', () => {
  test('summed level > 0.01 emits speech-start once; 1000 ms without speech emits speech-end', async () => {
    const h = createHarness();
    await h.startActive();
    levels(h, { a: 0.006, b: 0.006 }); // sum 0.012 > 0.01
    await vi.advanceTimersByTimeAsync(100);
    levels(h, { a: 0.2 });
    expect(h.named('speech-start')).toHaveLength(1);
    expect(h.client.getSnapshot().isSpeaking).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(h.named('speech-end')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.named('speech-end')).toHaveLength(1);
    expect(h.client.getSnapshot().isSpeaking).toBe(false);
  });

  test('exactly 0.01 is not speech, and quiet samples do not postpone speech-end', async () => {
    const h = createHarness();
    await h.startActive();
    levels(h, { a: 0.01 });
    expect(h.named('speech-start')).toHaveLength(0);
    levels(h, { a: 0.3 });
    for (let i = 0; i < 9; i += 1) {
      await vi.advanceTimersByTimeAsync(100);
      levels(h, { a: 0.001 });
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(h.named('speech-end')).toHaveLength(1);
  });

  test('each speech sample re-arms the 1000 ms timer', async () => {
    const h = createHarness();
    await h.startActive();
    for (let i = 0; i < 15; i += 1) {
      levels(h, { a: 0.05 });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(h.named('speech-end')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.names().filter((n) => n.startsWith('speech'))).toEqual(['speech-start', 'speech-end']);
  });

  test.each([
    [{ a: 0.03 }, 0.2],
    [{ a: 0.015, b: 0.015 }, 0.2],
    [{ a: 0.1, b: 0.1 }, 1],
    [{ a: 0.9 }, 1],
    [{}, 0],
    [{ a: Number.NaN, b: -1, c: 0.075 }, 0.5],
  ])('levels %o -> volume-level %d (sum / 0.15, capped at 1)', async (sample, volume) => {
    const h = createHarness();
    await h.startActive();
    levels(h, sample);
    expect(h.named('volume-level').at(-1)).toBeCloseTo(volume, 10);
    expect(h.client.getSnapshot().volume).toBeCloseTo(volume, 2);
  });

  test('snapshot subscribers are not notified when the rounded volume does not change', async () => {
    const h = createHarness();
    await h.startActive();
    const notify = vi.fn();
    h.client.subscribe(notify);
    levels(h, { a: 0.0001 });
    levels(h, { a: 0.0002 });
    levels(h, { a: 0.0003 });
    expect(notify).not.toHaveBeenCalled();
  });

  test('local-audio-level feeds local-volume-level', async () => {
    const h = createHarness();
    const local = vi.fn();
    h.client.on('local-volume-level', local);
    await h.startActive();
    h.fake().emit('local-audio-level', { audioLevel: 0.42 });
    expect(local).toHaveBeenCalledWith(0.42);
  });
});

describe('noise cancellation fallback', () => {
  test('non-fatal audio-processor-error switches the processor off and re-enables the mic', async () => {
    const h = createHarness();
    await h.startActive();
    h.fake().emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.fake().callsTo('updateInputSettings').at(-1)).toEqual([
      { audio: { processor: { type: 'none' } } },
    ]);
    expect(h.fake().callsTo('setLocalAudio').at(-1)).toEqual([true]);
    expect(h.client.getSnapshot().status).toBe('active');
    expect(h.named('error')).toHaveLength(0);
  });

  test('other non-fatal errors are only logged', async () => {
    const h = createHarness();
    await h.startActive();
    h.fake().emit('nonfatal-error', { type: 'screen-share-error', errorMsg: 'x' });
    expect(h.fake().callsTo('updateInputSettings')).toHaveLength(1);
    expect(h.logger.warn).toHaveBeenCalled();
  });
});

describe('video recording: say-first-message with the measured delay', () => {
  test('recording-started sends the control once with the delay in seconds', async () => {
    const h = createHarness({ webCall: { artifactPlan: { videoRecordingEnabled: true } } });
    await h.startActive();
    await vi.advanceTimersByTimeAsync(1500);
    h.fake().emit('recording-started', { recordingId: 'r' });
    h.fake().emit('recording-started', { recordingId: 'r' });
    const controls = h
      .fake()
      .callsTo('sendAppMessage')
      .map(([m]) => JSON.parse(String(m)));
    expect(controls).toEqual([
      { type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 1.5 },
    ]);
    expect(h.named('recording-started')).toHaveLength(2);
  });

  test('with a call token the server records; the delay is measured from the join', async () => {
    const h = createHarness({
      webCall: { artifactPlan: { videoRecordingEnabled: true }, transport: { callToken: 't' } },
    });
    await h.startActive();
    await vi.advanceTimersByTimeAsync(2250);
    h.fake().emit('recording-started', {});
    const [sent] = h
      .fake()
      .callsTo('sendAppMessage')
      .map(([m]) => JSON.parse(String(m)));
    expect(sent).toEqual({
      type: 'control',
      control: 'say-first-message',
      videoRecordingStartDelaySeconds: 2.25,
    });
  });

  test('without recording no control is sent', async () => {
    const h = createHarness();
    await h.startActive();
    h.fake().emit('recording-started', {});
    expect(h.fake().callsTo('sendAppMessage')).toHaveLength(0);
  });
});

describe('subscriptions and the assistant speaker', () => {
  test.each([
    ['plain call', {}, false],
    ['video recording', { artifactPlan: { videoRecordingEnabled: true } }, true],
    ['video voice provider', { assistant: { voice: { provider: 'tavus' } } }, true],
  ])('%s: remote participants subscribed to audio, video=%s', async (_t, webCall, video) => {
    const h = createHarness({ webCall });
    await h.startActive();
    h.fake().addParticipant({ session_id: 'p-9', user_name: 'someone' });
    h.fake().emit('participant-joined', {
      participant: { session_id: 'me', local: true, user_name: 'me' },
    });
    expect(h.fake().callsTo('updateParticipant')).toEqual([
      ['p-9', { setSubscribedTracks: { audio: true, video } }],
    ]);
  });

  test('the speaker audio plays in one hidden element, then "playable" is sent', async () => {
    const h = createHarness();
    h.client.setVolume(0.3);
    await h.startActive();
    const speaker = h.speaker();
    const track = { kind: 'audio' } as MediaStreamTrack;
    h.fake().emit('track-started', { participant: speaker, track, type: 'audio' });
    expect(h.fake().callsTo('sendAppMessage')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.audio.elements).toHaveLength(1);
    expect(h.audio.elements[0]).toMatchObject({ track, playing: true, volume: 0.3 });
    expect(h.client.getAudioElement()).toBe(h.audio.elements[0]);
    expect(h.fake().callsTo('sendAppMessage')).toEqual([['playable']]);
    h.client.setVolume(2);
    expect(h.audio.elements[0]?.volume).toBe(1);
  });

  test('a replaced speaker track replaces (not adds) the element; speaker leaving removes it', async () => {
    const h = createHarness();
    await h.startActive();
    const speaker = h.speaker();
    h.fake().emit('track-started', { participant: speaker, track: { id: 1 }, type: 'audio' });
    h.fake().emit('track-started', { participant: speaker, track: { id: 2 }, type: 'audio' });
    expect(h.audio.attached()).toBe(1);
    h.fake().emit('participant-left', { participant: speaker });
    expect(h.audio.attached()).toBe(0);
    expect(h.client.getAudioElement()).toBeNull();
  });

  test('audio of other participants and local tracks is ignored; remote video is surfaced', async () => {
    const h = createHarness();
    await h.startActive();
    const other = h.fake().addParticipant({ session_id: 'p-2', user_name: 'other' });
    h.fake().emit('track-started', { participant: other, track: {}, type: 'audio' });
    h.fake().emit('track-started', {
      participant: { session_id: 'l', local: true, user_name: 'Vapi Speaker' },
      track: {},
      type: 'audio',
    });
    expect(h.audio.elements).toHaveLength(0);
    const video = { kind: 'video' };
    h.fake().emit('track-started', { participant: h.speaker(), track: video, type: 'video' });
    expect(h.named('video')).toEqual([video]);
  });
});

describe('the agent leaving ends the call', () => {
  test('when the last remote participant leaves an active call: call-end, status ended', async () => {
    const h = createHarness();
    await h.startActive();
    const speaker = h.speaker();
    const other = h.fake().addParticipant({ session_id: 'listener', user_name: 'Vapi' });
    h.fake().emit('participant-left', { participant: other });
    expect(h.client.getSnapshot().status).toBe('active');
    h.fake().emit('participant-left', { participant: speaker });
    await vi.runAllTimersAsync();
    expect(h.named('call-end')).toHaveLength(1);
    expect(h.client.getSnapshot().status).toBe('ended');
  });

  test('a participant leaving before "listening" does not end the call', async () => {
    const h = createHarness();
    await h.client.start('a-1');
    const speaker = h.speaker();
    h.fake().emit('participant-left', { participant: speaker });
    expect(h.client.getSnapshot().status).toBe('connecting');
  });
});
