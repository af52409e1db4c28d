import { attachCallHandlers, type CallHandlerContext } from './attachCallHandlers.ts';
import type { CallRun } from './CallRun.ts';
import type { CallObject } from './callObject.ts';
import { delay } from './clock.ts';
import { errorMessage, VoiceClientError, type VoiceClientErrorType } from './errors.ts';
import type { CallStartStage } from './events.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from './options.ts';
import {
  createWebCall,
  isVideoRecordingEnabled,
  isVideoVoiceProvider,
  type WebCallRequest,
  type WebCallResponse,
} from './webCall.ts';

export const RECORDING_SETTINGS = {
  width: 1280,
  height: 720,
  backgroundColor: '#FF1F2D3D',
  layout: { preset: 'default' },
} as const;

/** Stages that fail as `start-method-error`; every other stage fails as `${stage}-error`. */
const START_METHOD_STAGES: CallStartStage[] = [
  'microphone-permission',
  'web-call-creation',
  'mobile-permissions',
];

const errorTypeOf = (stage: CallStartStage) =>
  (START_METHOD_STAGES.includes(stage)
    ? 'start-method-error'
    : `${stage}-error`) as VoiceClientErrorType;

/** Wraps a stage failure in the typed error (an error from the run's abort passes through). */
export function stageError(stage: CallStartStage, error: unknown): unknown {
  if (typeof error === 'symbol' || error instanceof VoiceClientError) return error;
  return new VoiceClientError(errorTypeOf(stage), errorMessage(error), { cause: error, stage });
}

export interface StartContext extends CallHandlerContext {
  /** Sets the stage `call-start-failed` reports. */
  enter(stage: CallStartStage): void;
  toConnecting(run: CallRun): void;
}

/** Steps 3-5 of SPEC 4 "Call start (client)". Throws a VoiceClientError, or the abort reason. */
export async function runStartSequence(
  run: CallRun,
  source: { request: WebCallRequest } | { webCall: WebCallResponse },
  ctx: StartContext,
): Promise<WebCallResponse> {
  const { options, emitter } = ctx;
  const { clock } = options;
  const step = async <T>(
    stage: CallStartStage,
    work: () => Promise<T>,
    fatal = true,
  ): Promise<T | undefined> => {
    ctx.enter(stage);
    const began = clock.now();
    const progress = (status: 'started' | 'completed' | 'failed', extra = {}) =>
      emitter.emit('call-start-progress', {
        stage,
        status,
        timestamp: new Date().toISOString(),
        ...extra,
      });
    progress('started');
    try {
      const result = await run.guard(work());
      progress('completed', { duration: clock.now() - began });
      return result;
    } catch (error) {
      if (run.aborted) throw run.controller.signal.reason;
      progress('failed', {
        duration: clock.now() - began,
        metadata: { error: errorMessage(error) },
      });
      const typed = stageError(stage, error);
      if (fatal) throw typed;
      if (typed instanceof VoiceClientError) emitter.emit('error', typed);
      return undefined;
    }
  };

  // Microphone first, inside the caller's user gesture (before any network round trip).
  if (options.acquireMicrophone) {
    await step('microphone-permission', async () => {
      const pending = options.getUserMedia({ audio: true });
      pending.then(
        (stream) => {
          const track = stream.getAudioTracks()[0] ?? null;
          for (const extra of stream.getTracks()) if (extra !== track) extra.stop();
          if (run.finished || run.aborted) track?.stop();
          else run.micTrack = track;
        },
        () => {},
      );
      await pending;
    });
  }

  const webCall =
    'webCall' in source
      ? source.webCall
      : ((await step('web-call-creation', () =>
          createWebCall({
            fetch: options.fetch,
            baseUrl: options.baseUrl,
            publicKey: options.publicKey,
            request: source.request,
            signal: run.controller.signal,
          }),
        )) as WebCallResponse);
  run.webCall = webCall;
  const recording = isVideoRecordingEnabled(webCall);
  run.videoWanted = recording || isVideoVoiceProvider(webCall);
  ctx.store.update({ callId: webCall.id ?? null });

  const call = (await step('daily-call-object-creation', async () => {
    const pending = Promise.resolve(
      options.createCallObject({
        ...options.callObjectOptions,
        audioSource: run.micTrack ?? true,
        videoSource: recording,
        dailyConfig: options.dailyConfig,
      }),
    );
    pending.then(
      (created) => adopt(run, created, ctx),
      () => {},
    );
    return pending;
  })) as CallObject;

  ctx.toConnecting(run);
  if (options.mobileWaitMs > 0 && options.isMobile()) {
    await step('mobile-permissions', () => {
      const wait = delay(clock, options.mobileWaitMs);
      run.own(wait.cancel);
      return wait.promise;
    });
  }

  const token = webCall.transport?.callToken;
  await step('daily-call-join', () =>
    call.join({
      url: webCall.webCallUrl,
      subscribeToTracksAutomatically: false,
      ...(token ? { token } : {}),
    }),
  );

  if (recording && !token) {
    await step(
      'video-recording-setup',
      async () => {
        run.recordingRequestedAt = clock.now();
        run.recordingByClient = true;
        call.startRecording({ ...RECORDING_SETTINGS });
      },
      false,
    );
  } else if (recording) {
    run.recordingRequestedAt = clock.now();
  }

  await step(
    'audio-observer-setup',
    async () => {
      await call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
      if (emitter.listenerCount('local-volume-level') > 0) {
        await call.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
      }
    },
    false,
  );

  if (options.noiseCancellation) {
    await step(
      'audio-processing-setup',
      () => call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }),
      false,
    );
  }
  return webCall;
}

/** Takes ownership of a created call object, or destroys it when the run is already over. */
function adopt(run: CallRun, call: CallObject, ctx: StartContext): void {
  if (run.finished || run.aborted) {
    call.destroy().catch(() => {});
    return;
  }
  run.call = call;
  run.own(attachCallHandlers(run, call, ctx));
}
