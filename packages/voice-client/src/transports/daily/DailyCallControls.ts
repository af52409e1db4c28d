import { NO_CALL_OBJECT_MESSAGE, VoiceClientError } from '../../core/errors.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from '../../core/options.ts';
import { VoiceClientCore } from '../../core/VoiceClientCore.ts';
import type { CallObject } from './callObject.ts';
import { asDailyConnection } from './DailyConnection.ts';
import { dialOutSchema } from './schemas/dialOut.ts';
import { recordingTypeSchema, remoteMediaPlayerSettingsSchema } from './schemas/media.ts';
import { dtmfSchema, sipCallTransferSchema, sipReferSchema } from './schemas/sipSession.ts';
import {
  checkInputSettings,
  checkReceiveSettings,
  checkSendSettings,
  rule,
} from './settingsRules.ts';

type Options = Record<string, unknown>;
type Failure = string | null;

/**
 * Daily's call controls on top of the transport-agnostic client. Each argument passes the
 * rule (`schemas/`) before it reaches the call object; a broken rule throws (async
 * methods: reject) a `validation-error` with the rule's message and logs an `invalid_input`
 * security event. Without a Daily call (none running, or another transport) they throw
 * "Call object is not available".
 */
export class DailyCallControls<TCall> extends VoiceClientCore<TCall> {
  /** The underlying call object (Daily's `DailyCall` with the default factory), or null. */
  getDailyCallObject(): CallObject | null {
    return asDailyConnection(this.connection())?.native ?? null;
  }

  protected requireCall(): CallObject {
    const call = this.getDailyCallObject();
    if (!call) throw new VoiceClientError('daily-error', NO_CALL_OBJECT_MESSAGE);
    return call;
  }

  /** Throws on a broken rule, then runs `invoke` on the call object (which must exist). */
  #checked<T>(
    source: string,
    failure: Failure,
    value: unknown,
    invoke: (call: CallObject) => T,
  ): T {
    if (failure) throw this.invalid(source, failure, value);
    return invoke(this.requireCall());
  }

  startRecording(options: Options = {}): void {
    const failure = options.type === undefined ? null : rule(recordingTypeSchema, options.type);
    this.#checked('startRecording', failure, options, (c) => c.startRecording(options));
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
  async startDialOut(options: Options): Promise<unknown> {
    const failure = rule(dialOutSchema, options);
    return this.#checked('startDialOut', failure, options, (c) => c.startDialOut(options));
  }
  async stopDialOut(options: { sessionId: string }): Promise<unknown> {
    return this.requireCall().stopDialOut(options);
  }
  async sendDTMF(options: Options): Promise<unknown> {
    return this.#checked('sendDTMF', rule(dtmfSchema, options), options, (c) =>
      c.sendDTMF(options),
    );
  }
  async sipCallTransfer(options: Options): Promise<unknown> {
    const failure = rule(sipCallTransferSchema, options);
    return this.#checked('sipCallTransfer', failure, options, (c) => c.sipCallTransfer(options));
  }
  async sipRefer(options: Options): Promise<unknown> {
    return this.#checked('sipRefer', rule(sipReferSchema, options), options, (c) =>
      c.sipRefer(options),
    );
  }
  async startRemoteMediaPlayer(options: { url: string; settings?: Options }): Promise<unknown> {
    const failure = rule(remoteMediaPlayerSettingsSchema, options.settings ?? {});
    return this.#checked('startRemoteMediaPlayer', failure, options, (c) =>
      c.startRemoteMediaPlayer(options),
    );
  }
  async updateRemoteMediaPlayer(options: {
    session_id: string;
    settings: Options;
  }): Promise<unknown> {
    const failure = rule(remoteMediaPlayerSettingsSchema, options?.settings);
    return this.#checked('updateRemoteMediaPlayer', failure, options, (c) =>
      c.updateRemoteMediaPlayer(options),
    );
  }
  async stopRemoteMediaPlayer(sessionId: string): Promise<unknown> {
    return this.requireCall().stopRemoteMediaPlayer(sessionId);
  }
  async updateSendSettings(settings: Options): Promise<unknown> {
    const failure = checkSendSettings(settings);
    return this.#checked('updateSendSettings', failure, settings, (c) =>
      c.updateSendSettings(settings),
    );
  }
  async updateReceiveSettings(settings: Options): Promise<unknown> {
    const failure = checkReceiveSettings(settings);
    return this.#checked('updateReceiveSettings', failure, settings, (c) =>
      c.updateReceiveSettings(settings),
    );
  }
  async updateInputSettings(settings: Options): Promise<unknown> {
    const failure = checkInputSettings(settings);
    return this.#checked('updateInputSettings', failure, settings, (c) =>
      c.updateInputSettings(settings),
    );
  }
  async setInputDevicesAsync(devices: {
    audioDeviceId?: string | false | null;
    videoDeviceId?: string | false | null;
    audioSource?: MediaStreamTrack | false;
    videoSource?: MediaStreamTrack | false;
  }): Promise<unknown> {
    return this.requireCall().setInputDevicesAsync(devices);
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
