import type { AudioElementLike } from '../transports/daily/audioOutput.ts';
import type { CallParticipant } from '../transports/daily/callObject.ts';
import type { CallMetricsEvent } from './callMetrics.ts';
import type { VoiceClientError } from './errors.ts';
import type { ServerMessage } from './serverMessages.ts';

/** Stages of `start()` on the Daily transport (the official client's names). */
export type DailyStartStage =
  | 'web-call-creation'
  | 'daily-call-object-creation'
  | 'mobile-permissions'
  | 'daily-call-join'
  | 'video-recording-setup'
  | 'audio-observer-setup'
  | 'audio-processing-setup';

/** Stages of `start()` on the WebSocket transport. */
export type WebSocketStartStage =
  | 'websocket-session-creation'
  | 'audio-worklet-setup'
  | 'websocket-connect';

/** Stages of `start()`, reported by `call-start-progress` and `call-start-failed`. */
export type CallStartStage =
  | 'validation'
  | 'initialization'
  | 'microphone-permission'
  | DailyStartStage
  | WebSocketStartStage
  /** Progress only, after the start: Daily's recording began (official client's name). */
  | 'video-recording-started';

export interface CallStartProgressEvent {
  stage: CallStartStage;
  status: 'started' | 'completed' | 'failed';
  /** Milliseconds the stage took (completed/failed only). */
  duration?: number;
  timestamp: string;
  /**
   * `failed`: `{ error }`, the failure's message, or Daily's error object `{ type, msg }` when
   * Daily's fatal error failed the join (as the official client reports it).
   */
  metadata?: Record<string, unknown>;
}

export interface CallStartSuccessEvent {
  totalDuration: number;
  callId?: string;
  timestamp: string;
}

export interface CallStartFailedEvent {
  stage: CallStartStage;
  totalDuration: number;
  error: string;
  errorType: VoiceClientError['type'];
  timestamp: string;
  context: Record<string, unknown>;
}

/** A call-library event passed through unchanged (camera, network, recording events). */
export type CallLibraryEvent = { action?: string; [key: string]: unknown };

/** Every event of the client and its listener signature. Names match the official client. */
export interface VoiceClientEvents {
  'call-start': () => void;
  'call-end': () => void;
  'speech-start': () => void;
  'speech-end': () => void;
  'volume-level': (volume: number) => void;
  'local-volume-level': (volume: number) => void;
  message: (message: ServerMessage) => void;
  error: (error: VoiceClientError) => void;
  video: (track: MediaStreamTrack) => void;
  /** Daily: the element playing the assistant, once created (`data-participant-id` set). */
  audio: (element: AudioElementLike) => void;
  'camera-error': (event: CallLibraryEvent) => void;
  'network-quality-change': (event: CallLibraryEvent) => void;
  'network-connection': (event: CallLibraryEvent) => void;
  'daily-participant-updated': (participant: CallParticipant) => void;
  'call-start-progress': (event: CallStartProgressEvent) => void;
  'call-start-success': (event: CallStartSuccessEvent) => void;
  'call-start-failed': (event: CallStartFailedEvent) => void;
  /** Client-side latency marks (click -> microphone -> connected -> first audio; per turn). */
  metrics: (event: CallMetricsEvent) => void;
  'recording-started': (event: CallLibraryEvent) => void;
  'recording-stopped': (event: CallLibraryEvent) => void;
  'recording-stats': (event: CallLibraryEvent) => void;
  'recording-error': (event: CallLibraryEvent) => void;
  'recording-upload-completed': (event: CallLibraryEvent) => void;
}

export type VoiceClientEventName = keyof VoiceClientEvents;

/** Events a transport forwards as they are (call-library payloads, media). */
export type PassThroughEventName =
  | 'video'
  | 'audio'
  | 'camera-error'
  | 'network-quality-change'
  | 'network-connection'
  | 'daily-participant-updated'
  | 'recording-started'
  | 'recording-stopped'
  | 'recording-stats'
  | 'recording-error'
  | 'recording-upload-completed';
