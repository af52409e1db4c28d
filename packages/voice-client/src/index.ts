export type { AudioElementLike, CreateAudioElement } from './audioOutput.ts';
export type {
  CallObject,
  CallObjectEventName,
  CallObjectHandler,
  CallObjectOptions,
  CallParticipant,
  CallTrackState,
  CreateCallObject,
  DailyConfig,
  JoinOptions,
} from './callObject.ts';
export type {
  AddMessageMessage,
  ClientMessage,
  ControlMessage,
  EndCallMessage,
  SayMessage,
} from './clientMessages.ts';
export type { Clock } from './clock.ts';
export { createDailyFactory, type DailyFactory, type DailyImporter } from './dailyFactory.ts';
export {
  type CallFatalErrorType,
  type CameraErrorType,
  NO_CALL_OBJECT_MESSAGE,
  VoiceClientError,
  type VoiceClientErrorOptions,
  type VoiceClientErrorType,
} from './errors.ts';
export type {
  CallLibraryEvent,
  CallStartFailedEvent,
  CallStartProgressEvent,
  CallStartStage,
  CallStartSuccessEvent,
  VoiceClientEventName,
  VoiceClientEvents,
} from './events.ts';
export {
  ASSISTANT_SPEAKER_NAME,
  MOBILE_WAIT_MS,
  type VoiceClientOptions,
} from './options.ts';
export {
  isKnownServerMessage,
  type KnownServerMessage,
  type KnownServerMessageType,
  type ServerMessage,
  type StatusUpdateMessage,
  type TranscriptMessage,
  type UnknownServerMessage,
} from './serverMessages.ts';
export {
  SPEAKING_THRESHOLD,
  SPEECH_END_DELAY_MS,
  VOLUME_SCALE,
} from './speechDetector.ts';
export { RECORDING_SETTINGS } from './startSequence.ts';
export { type CallStatus, INITIAL_SNAPSHOT, type VoiceSnapshot } from './state.ts';
export type { StartOptions } from './toWebCallRequest.ts';
export { RATE_LIMITED_MESSAGE, VoiceClient } from './VoiceClient.ts';
export type { FetchLike, WebCallRequest, WebCallResponse } from './webCall.ts';
