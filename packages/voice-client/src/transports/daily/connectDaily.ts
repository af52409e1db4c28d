import { delay } from '../../core/clock.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from '../../core/options.ts';
import type { WebCallRequest } from '../../core/toCallRequest.ts';
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
import { checkWebCallSession } from './webCallSession.ts';

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
      : await link.step(
          'web-call-creation',
          () => createCall(source.request, link.signal, options),
          {
            completed: (created) => ({
              callId: created.id || 'unknown',
              videoRecordingEnabled: isVideoRecordingEnabled(created),
              voiceProvider: created.assistant?.voice?.provider || 'unknown',
            }),
          },
        );
  const recording = isVideoRecordingEnabled(webCall);
  const videoProvider = isVideoVoiceProvider(webCall);
  link.identify(webCall.id ?? null);

  const creation = {
    ...options.callObjectOptions,
    audioSource: micTrack ?? true,
    videoSource: recording,
    dailyConfig: options.dailyConfig,
  };
  const call = await link.step(
    'daily-call-object-creation',
    () =>
      link.acquire(
        Promise.resolve(options.createCallObject(creation)),
        (created: CallObject) => created.destroy(),
        true, // Daily allows one call object at a time
      ),
    {
      started: {
        audioSource: creation.audioSource,
        videoSource: creation.videoSource,
        isVideoRecordingEnabled: recording,
        isVideoEnabled: videoProvider,
      },
    },
  );
  const connection = new DailyConnection(call, link.logger, () => link.listening());
  connection.videoWanted = recording || videoProvider;
  link.own(() => {
    // also when the call token started the recording (SPEC 4 step 7; official client)
    if (connection.recordingRequestedAt !== null) call.stopRecording();
  });
  link.own(() => connection.removeAudio());
  link.own(attachCallHandlers(connection, link, options));
  link.attach(connection);

  link.connecting();
  await mobileWait(link, options);

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
    link.progress('video-recording-setup', 'completed', {
      action: 'auto-started-via-meeting-token',
    });
  } else {
    link.progress('video-recording-setup', 'completed', { action: 'skipped-not-enabled' });
  }

  await link.step(
    'audio-observer-setup',
    async () => {
      await call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
      if (link.listened('local-volume-level') || link.listened('metrics')) {
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
  // A rejoined call is already running: no `listening` comes again (the official client emits
  // call-start at the end of reconnect too).
  if ('resume' in source) connection.listening();
  return webCall;
}

/** The app's server creates the call (`createSession`), or the browser does with the public key. */
async function createCall(
  request: WebCallRequest,
  signal: AbortSignal,
  options: ResolvedDailyOptions,
): Promise<WebCallResponse> {
  const { creation } = options;
  if (creation.kind === 'session') {
    return checkWebCallSession(await creation.createSession(request, { signal }));
  }
  const { fetch, baseUrl } = options;
  return createWebCall({ fetch, baseUrl, publicKey: creation.publicKey, request, signal });
}

/** The official client's fixed wait before joining on mobile (permission prompt, iOS audio). */
async function mobileWait(link: TransportLink, options: ResolvedDailyOptions): Promise<void> {
  const isMobile = options.isMobile();
  if (!isMobile || options.mobileWaitMs <= 0) {
    link.progress('mobile-permissions', 'started', { isMobile });
    link.progress('mobile-permissions', 'completed', {
      action: isMobile ? 'skipped-wait-disabled' : 'skipped-not-mobile',
    });
    return;
  }
  await link.step(
    'mobile-permissions',
    () => {
      const wait = delay(link.clock, options.mobileWaitMs);
      link.own(wait.cancel);
      return wait.promise;
    },
    { started: { isMobile }, completed: () => ({ action: 'permissions-wait' }) },
  );
}
