// Public entry of @hlasovy-asistent/voice-client, transport-neutral: the core (`core/`) and the WebSocket
// transport (no dependencies). The Daily transport, which needs daily-js, is the `/daily` entry
// (`transports/daily/index.ts`).

export { type CallMetricsEvent, VISITOR_SPEAKING_LEVEL } from './core/callMetrics.ts';
export type {
  AddMessageMessage,
  ClientMessage,
  ControlMessage,
  EndCallMessage,
  SayMessage,
} from './core/clientMessages.ts';
export type { Clock } from './core/clock.ts';
export {
  type CallFatalErrorType,
  type CameraErrorType,
  NO_CALL_OBJECT_MESSAGE,
  VoiceClientError,
  type VoiceClientErrorOptions,
  type VoiceClientErrorType,
} from './core/errors.ts';
export type {
  CallLibraryEvent,
  CallStartFailedEvent,
  CallStartProgressEvent,
  CallStartStage,
  CallStartSuccessEvent,
  DailyStartStage,
  VoiceClientEventName,
  VoiceClientEvents,
  WebSocketStartStage,
} from './core/events.ts';
export type { CoreOptions } from './core/options.ts';
export {
  isKnownServerMessage,
  type KnownServerMessage,
  type KnownServerMessageType,
  type ServerMessage,
  type StatusUpdateMessage,
  type TranscriptMessage,
  type UnknownServerMessage,
  type UserInterruptedMessage,
} from './core/serverMessages.ts';
export { type CallStatus, INITIAL_SNAPSHOT, type VoiceSnapshot } from './core/snapshot.ts';
export {
  SPEAKING_THRESHOLD,
  SPEECH_END_DELAY_MS,
  VOLUME_SCALE,
} from './core/speechDetector.ts';
export type { StartOptions, WebCallRequest } from './core/toCallRequest.ts';
export { NOT_IN_CALL_MESSAGE } from './core/typedTurn.ts';
export {
  RATE_LIMITED_MESSAGE,
  VoiceClientCore,
  type VoiceClientCoreOptions,
} from './core/VoiceClientCore.ts';
export type { GetUserMedia } from './transports/acquireMicrophone.ts';
export type {
  CallConnection,
  CallSource,
  StepOptions,
  Transport,
  TransportLink,
} from './transports/Transport.ts';
export * from './transports/websocket/index.ts';
