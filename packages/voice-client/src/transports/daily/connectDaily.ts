import { delay } from '../../core/clock.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from '../../core/options.ts';
import { acquireMicrophone } from '../acquireMicrophone.ts';
import type { CallSource, TransportLink } from '../Transport.ts';
import { attachCallHandlers } from './attachCallHandlers.ts';
import type { CallObject } from './callObject.ts';
import { DailyConnection } from './DailyConnection.ts';
import type { ResolvedDailyOptions } from './options.ts';
import {
  createWebCall,
  isVideoRecordingEnabled,
  isVideoVoiceProvider,
  type WebCallResponse,
} from './webCall.ts';

export const RECORDING_SETTINGS = {
  width: 1280,
  height: 720,
  backgroundColor: '#FF1F2D3D',
  layout: { preset: 'default' },
} as const;

/** Steps 3-5 of SPEC 4 "Call start (client)". Throws a VoiceClientError, or the abort reason. */
export async function connectDaily(
  source: CallSource<WebCallResponse>,
  link: TransportLink,
  options: ResolvedDailyOptions,
): Promise<WebCallResponse> {
  const { clock } = link;
  // Microphone first, inside the caller's user gesture (before any network round trip).
  const micTrack = options.acquireMicrophone
    ? await acquireMicrophone(link, options.getUserMedia, true)
    : null;

  const webCall =
    'resume' in source
      ? source.resume
      : await link.step('web-call-creation', () =>
          createWebCall({
            fetch: options.fetch,
            baseUrl: options.baseUrl,
            publicKey: options.publicKey,
            request: source.request,
            signal: link.signal,
          }),
        );
  const recording = isVideoRecordingEnabled(webCall);
  link.identify(webCall.id ?? null);

  const call = await link.step('daily-call-object-creation', () =>
    link.acquire(
      Promise.resolve(
        options.createCallObject({
          ...options.callObjectOptions,
          audioSource: micTrack ?? true,
          videoSource: recording,
          dailyConfig: options.dailyConfig,
        }),
      ),
      (created: CallObject) => created.destroy(),
    ),
  );
  const connection = new DailyConnection(call, link.logger);
  connection.videoWanted = recording || isVideoVoiceProvider(webCall);
  link.own(() => {
    if (connection.recordingByClient) call.stopRecording();
  });
  link.own(() => connection.removeAudio());
  link.own(attachCallHandlers(connection, link, options));
  link.attach(connection);

  link.connecting();
  if (options.mobileWaitMs > 0 && options.isMobile()) {
    await link.step('mobile-permissions', () => {
      const wait = delay(clock, options.mobileWaitMs);
      link.own(wait.cancel);
      return wait.promise;
    });
  }

  const token = webCall.transport?.callToken;
  await link.step('daily-call-join', () =>
    call.join({
      url: webCall.webCallUrl,
      subscribeToTracksAutomatically: false,
      ...(token ? { token } : {}),
    }),
  );
  link.joined();

  if (recording && !token) {
    await link.step(
      'video-recording-setup',
      () => {
        connection.recordingRequestedAt = clock.now();
        connection.recordingByClient = true;
        call.startRecording({ ...RECORDING_SETTINGS });
      },
      { fatal: false },
    );
  } else if (recording) {
    connection.recordingRequestedAt = clock.now();
  }

  await link.step(
    'audio-observer-setup',
    async () => {
      await call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
      if (link.listened('local-volume-level')) {
        await call.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
      }
    },
    { fatal: false },
  );

  if (options.noiseCancellation) {
    await link.step(
      'audio-processing-setup',
      () => call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }),
      { fatal: false },
    );
  }
  return webCall;
}
