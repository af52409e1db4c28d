/**
 * The small call-object interface the client drives. Daily's `DailyCall` satisfies it; tests pass
 * the fake from `@hlasovy-asistent/voice-client/testing`. Types are local so consumers need no daily-js types.
 */

export interface CallTrackState {
  state?: string;
  track?: MediaStreamTrack;
  persistentTrack?: MediaStreamTrack;
  [key: string]: unknown;
}

export interface CallParticipant {
  session_id: string;
  user_name: string;
  local: boolean;
  tracks?: { audio?: CallTrackState; video?: CallTrackState; [kind: string]: unknown };
  [key: string]: unknown;
}

/** The call-library events the client listens to. */
export type CallObjectEventName =
  | 'joined-meeting'
  | 'left-meeting'
  | 'participant-joined'
  | 'participant-updated'
  | 'participant-left'
  | 'track-started'
  | 'track-stopped'
  | 'app-message'
  | 'remote-participants-audio-level'
  | 'local-audio-level'
  | 'error'
  | 'nonfatal-error'
  | 'camera-error'
  | 'network-quality-change'
  | 'network-connection'
  | 'recording-started'
  | 'recording-stopped'
  | 'recording-stats'
  | 'recording-error'
  | 'recording-upload-completed';

// biome-ignore lint/suspicious/noExplicitAny: call-library payloads are validated where read
export type CallObjectHandler = (event: any) => void;

export interface JoinOptions {
  url: string;
  subscribeToTracksAutomatically: boolean;
  token?: string;
}

/** Subset of Daily's call object used here (method names and arguments are Daily's). */
export interface CallObject {
  join(options: JoinOptions): Promise<unknown>;
  leave(): Promise<unknown>;
  destroy(): Promise<unknown>;
  on(event: CallObjectEventName, handler: CallObjectHandler): unknown;
  off(event: CallObjectEventName, handler: CallObjectHandler): unknown;
  participants(): Record<string, CallParticipant>;
  updateParticipant(sessionId: string, update: Record<string, unknown>): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
  sendAppMessage(data: unknown, to?: string): unknown;
  updateInputSettings(settings: Record<string, unknown>): Promise<unknown>;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<unknown>;
  stopRemoteParticipantsAudioLevelObserver(): unknown;
  startLocalAudioLevelObserver(interval?: number): Promise<unknown>;
  stopLocalAudioLevelObserver(): unknown;
  startRecording(options?: Record<string, unknown>): unknown;
  stopRecording(options?: Record<string, unknown>): unknown;
  setInputDevicesAsync(devices: Record<string, unknown>): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId?: string }): Promise<unknown>;
  startLiveStreaming(options: Record<string, unknown>): unknown;
  stopLiveStreaming(options?: Record<string, unknown>): unknown;
  startTranscription(options?: Record<string, unknown>): unknown;
  stopTranscription(options?: Record<string, unknown>): unknown;
  startDialOut(options: Record<string, unknown>): Promise<unknown>;
  stopDialOut(options: { sessionId: string }): Promise<unknown>;
  sendDTMF(options: Record<string, unknown>): Promise<unknown>;
  sipCallTransfer(options: Record<string, unknown>): Promise<unknown>;
  sipRefer(options: Record<string, unknown>): Promise<unknown>;
  startRemoteMediaPlayer(options: Record<string, unknown>): Promise<unknown>;
  stopRemoteMediaPlayer(sessionId: string): Promise<unknown>;
  updateRemoteMediaPlayer(options: Record<string, unknown>): Promise<unknown>;
  testNetworkConnectivity(videoTrack: MediaStreamTrack): Promise<unknown>;
  testCallQuality(): Promise<unknown>;
  updateSendSettings(settings: Record<string, unknown>): Promise<unknown>;
  updateReceiveSettings(settings: Record<string, unknown>): Promise<unknown>;
}

/** Options the client passes when it creates a call object (Daily's factory options). */
export interface CallObjectOptions {
  audioSource: boolean | MediaStreamTrack;
  videoSource: boolean;
  dailyConfig: DailyConfig;
  [key: string]: unknown;
}

/** The call-library settings exposed for CSP and proxies (Daily's `dailyConfig`). */
export interface DailyConfig {
  /** Load the call bundle by script tag instead of eval (no `unsafe-eval` needed). Default true. */
  avoidEval?: boolean;
  /** Self-hosted call bundle URL (Daily's `callObjectBundleUrlOverride`). */
  callObjectBundleUrlOverride?: string;
  /** Folder holding every Daily bundle (Daily's `bundlePathOverride`). */
  bundlePathOverride?: string;
  /** Proxy for Daily's traffic (Daily's `proxyUrl`). */
  proxyUrl?: string;
  alwaysIncludeMicInPermissionPrompt?: boolean;
  [key: string]: unknown;
}

export type CreateCallObject = (options: CallObjectOptions) => CallObject | Promise<CallObject>;
