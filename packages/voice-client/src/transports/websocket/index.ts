// The WebSocket transport, as exported by the package entry.

export type {
  MicrophonePermission,
  MicrophonePermissionStatus,
  QueryMicrophonePermission,
} from '../microphonePermission.ts';
export type {
  AudioContextPort,
  AudioNodePort,
  CreateAudioContext,
  GainNodePort,
  MessagePortLike,
  WorkletNodeOptions,
  WorkletNodePort,
} from './audioPort.ts';
export { createWebAudioContext } from './createWebAudioContext.ts';
export { createWebSocketTransport } from './createWebSocketTransport.ts';
export {
  type BargeInRule,
  DEFAULT_BARGE_IN,
  DEFAULT_JITTER_BUFFER_MS,
  DEFAULT_SAMPLE_RATE,
  FRAME_MS,
  MICROPHONE_CONSTRAINTS,
  type WebSocketTransportOptions,
} from './options.ts';
export type { CreateSession, SendTypedTurn, WebSocketSession } from './session.ts';
export type { CreateWebSocket, WebSocketLike } from './socketPort.ts';
export { defaultWorkletUrls, type WorkletUrls } from './workletUrls.ts';
