import {
  appMessageSchema,
  checkRule,
  dialOutSchema,
  dtmfSchema,
  recordingTypeSchema,
  remoteMediaPlayerSettingsSchema,
  sipCallTransferSchema,
  sipReferSchema,
} from '@repo/validation';
import type { z } from 'zod';
import type { CallObject } from './callObject.ts';
import { NO_CALL_OBJECT_MESSAGE, VoiceClientError } from './errors.ts';
import { AUDIO_LEVEL_INTERVAL_MS, type ResolvedOptions } from './options.ts';
import { checkInputSettings, checkReceiveSettings, checkSendSettings } from './settingsRules.ts';

type Options = Record<string, unknown>;

/**
 * Call-control methods. Each argument passes the validation package's rule before it reaches
 * the call object; a broken rule throws (or rejects) a `validation-error` with the rule's message
 * and logs an `invalid_input` security event.
 */
export abstract class CallControls {
  protected readonly options: ResolvedOptions;

  constructor(options: ResolvedOptions) {
    this.options = options;
  }

  /** The underlying call object (Daily's `DailyCall` with the default factory), or null. */
  abstract getDailyCallObject(): CallObject | null;
  protected requireCall(): CallObject {
    const call = this.getDailyCallObject();
    if (!call) throw new VoiceClientError('daily-error', NO_CALL_OBJECT_MESSAGE);
    return call;
  }
  protected abstract reportInvalid(error: VoiceClientError): void;

  /** Checks a rule; on failure logs the security event and returns the typed error. */
  protected ruleError(
    source: string,
    schema: z.ZodType<unknown> | null,
    value: unknown,
    message?: string | null,
  ): VoiceClientError | null {
    const failure =
      message ?? (schema ? ((r) => (r.ok ? null : r.message))(checkRule(schema, value)) : null);
    if (!failure) return null;
    this.options.securityLogger.log('invalid_input', `voice-client.${source}`, {
      rule: failure,
      value,
    });
    return new VoiceClientError('validation-error', failure);
  }

  /** For send(): reports through the `error` event and returns false instead of throwing. */
  protected validate(source: string, message: unknown): boolean {
    const error = this.ruleError(source, appMessageSchema, message);
    if (error) this.reportInvalid(error);
    return !error;
  }

  #sync(error: VoiceClientError | null, run: (call: CallObject) => unknown): void {
    if (error) throw error;
    run(this.requireCall());
  }

  async #async<T>(
    error: VoiceClientError | null,
    run: (call: CallObject) => Promise<T>,
  ): Promise<T> {
    if (error) throw error;
    return run(this.requireCall());
  }

  startRecording(options: Options = {}): void {
    const error =
      options.type === undefined
        ? null
        : this.ruleError('startRecording', recordingTypeSchema, options.type);
    this.#sync(error, (call) => call.startRecording(options));
  }
  stopRecording(options?: Options): void {
    this.requireCall().stopRecording(options);
  }
  startLiveStreaming(options: Options): void {
    this.requireCall().startLiveStreaming(options);
  }
  stopLiveStreaming(options?: Options): void {
    this.requireCall().stopLiveStreaming(options);
  }
  startTranscription(options?: Options): void {
    this.requireCall().startTranscription(options);
  }
  stopTranscription(options?: Options): void {
    this.requireCall().stopTranscription(options);
  }
  startDialOut(options: Options): Promise<unknown> {
    return this.#async(this.ruleError('startDialOut', dialOutSchema, options), (call) =>
      call.startDialOut(options),
    );
  }
  async stopDialOut(options: { sessionId: string }): Promise<unknown> {
    return this.requireCall().stopDialOut(options);
  }
  sendDTMF(options: Options): Promise<unknown> {
    return this.#async(this.ruleError('sendDTMF', dtmfSchema, options), (call) =>
      call.sendDTMF(options),
    );
  }
  sipCallTransfer(options: Options): Promise<unknown> {
    return this.#async(this.ruleError('sipCallTransfer', sipCallTransferSchema, options), (call) =>
      call.sipCallTransfer(options),
    );
  }
  sipRefer(options: Options): Promise<unknown> {
    return this.#async(this.ruleError('sipRefer', sipReferSchema, options), (call) =>
      call.sipRefer(options),
    );
  }
  startRemoteMediaPlayer(options: { url: string; settings?: Options }): Promise<unknown> {
    const error = this.ruleError(
      'startRemoteMediaPlayer',
      remoteMediaPlayerSettingsSchema,
      options.settings ?? {},
    );
    return this.#async(error, (call) => call.startRemoteMediaPlayer(options));
  }
  updateRemoteMediaPlayer(options: { session_id: string; settings: Options }): Promise<unknown> {
    const error = this.ruleError(
      'updateRemoteMediaPlayer',
      remoteMediaPlayerSettingsSchema,
      options?.settings,
    );
    return this.#async(error, (call) => call.updateRemoteMediaPlayer(options));
  }
  async stopRemoteMediaPlayer(sessionId: string): Promise<unknown> {
    return this.requireCall().stopRemoteMediaPlayer(sessionId);
  }
  updateSendSettings(settings: Options): Promise<unknown> {
    const error = this.ruleError('updateSendSettings', null, settings, checkSendSettings(settings));
    return this.#async(error, (call) => call.updateSendSettings(settings));
  }
  updateReceiveSettings(settings: Options): Promise<unknown> {
    const error = this.ruleError(
      'updateReceiveSettings',
      null,
      settings,
      checkReceiveSettings(settings),
    );
    return this.#async(error, (call) => call.updateReceiveSettings(settings));
  }
  updateInputSettings(settings: Options): Promise<unknown> {
    const error = this.ruleError(
      'updateInputSettings',
      null,
      settings,
      checkInputSettings(settings),
    );
    return this.#async(error, (call) => call.updateInputSettings(settings));
  }
  setInputDevicesAsync(devices: {
    audioDeviceId?: string | false | null;
    videoDeviceId?: string | false | null;
    audioSource?: MediaStreamTrack | false;
    videoSource?: MediaStreamTrack | false;
  }): Promise<unknown> {
    return this.#async(null, (call) => call.setInputDevicesAsync(devices));
  }
  async setOutputDeviceAsync(device: { outputDeviceId?: string }): Promise<unknown> {
    return this.requireCall().setOutputDeviceAsync(device);
  }
  /** Microphone level observer feeding `local-volume-level` (100 ms). */
  async startLocalAudioLevelObserver(interval = AUDIO_LEVEL_INTERVAL_MS): Promise<unknown> {
    return this.requireCall().startLocalAudioLevelObserver(interval);
  }
  async testNetworkConnectivity(videoTrack: MediaStreamTrack): Promise<unknown> {
    return this.requireCall().testNetworkConnectivity(videoTrack);
  }
  async testCallQuality(): Promise<unknown> {
    return this.requireCall().testCallQuality();
  }
}
