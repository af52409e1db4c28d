/**
 * Every `type` an error of this client can carry: those of @vapi-ai/web on Daily,
 * plus the WebSocket transport's `websocket-connect-error`, `audio-worklet-setup-error` (start
 * stages) and `websocket-error` (the socket failed during the call); `audio-start-failed` (the
 * browser blocked the assistant's audio until a user gesture: `resumeAudio()`) on both, and
 * `microphone-lost` (the microphone track ended mid-call: unplugged, permission revoked, taken by
 * another app; the call ends with it); `sendText()`'s refusals `text-empty`, `text-too-long`
 * (after sanitising; TYPED_TURN_MAX_CHARS) and `not-in-call`; `text-not-delivered` (a typed turn
 * the app's server was to deliver, `sendTypedTurn` of the WebSocket transport, was not taken;
 * the call goes on).
 */
export type VoiceClientErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error'
  | 'reconnect-error'
  | 'websocket-connect-error'
  | 'audio-worklet-setup-error'
  | 'websocket-error'
  | 'audio-start-failed'
  | 'microphone-lost'
  | 'text-empty'
  | 'text-too-long'
  | 'not-in-call'
  | 'text-not-delivered';

/** Fatal error types of the call library (daily-js). */
export type CallFatalErrorType =
  | 'ejected'
  | 'nbf-room'
  | 'nbf-token'
  | 'exp-room'
  | 'exp-token'
  | 'no-room'
  | 'meeting-full'
  | 'end-of-life'
  | 'not-allowed'
  | 'connection-error';

/** Camera/microphone error types of the call library (daily-js `camera-error`). */
export type CameraErrorType =
  | 'cam-in-use'
  | 'mic-in-use'
  | 'cam-mic-in-use'
  | 'permissions'
  | 'undefined-mediadevices'
  | 'not-found'
  | 'constraints'
  | 'unknown';

export interface VoiceClientErrorOptions {
  cause?: unknown;
  /** Start stage the error happened in, when it happened while starting. */
  stage?: string;
  /** The call library's fatal error type, for `daily-error`s caused by a fatal error. */
  fatalType?: CallFatalErrorType | string;
  /** HTTP status of a failed web call creation. */
  status?: number;
  /** Why the microphone could not be used (`permissions`, `not-found`, `mic-in-use`, ...). */
  mediaError?: CameraErrorType;
}

/** The one error class of this package: `type` tells failures apart, `cause` keeps the original. */
export class VoiceClientError extends Error {
  override readonly name = 'VoiceClientError';
  readonly type: VoiceClientErrorType;
  readonly stage: string | undefined;
  readonly fatalType: string | undefined;
  readonly status: number | undefined;
  readonly mediaError: CameraErrorType | undefined;

  constructor(type: VoiceClientErrorType, message: string, options: VoiceClientErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.type = type;
    this.stage = options.stage;
    this.fatalType = options.fatalType;
    this.status = options.status;
    this.mediaError = options.mediaError;
  }
}

/** Message thrown by mute helpers when no call exists (same text as the official client). */
export const NO_CALL_OBJECT_MESSAGE = 'Call object is not available';

/** The error with the start stage it happened in (a copy when it has none yet). */
export function withStage(error: VoiceClientError, stage: string): VoiceClientError {
  if (error.stage !== undefined) return error;
  return new VoiceClientError(error.type, error.message, {
    cause: error.cause,
    stage,
    fatalType: error.fatalType,
    status: error.status,
    mediaError: error.mediaError,
  });
}

/** A readable message from an Error, a string or a call-library error event. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const record = (error ?? {}) as Record<string, unknown>;
  const text = record.errorMsg ?? record.msg ?? record.message;
  return typeof text === 'string' ? text : 'Unknown error';
}
