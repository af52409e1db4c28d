export {
  createFakeAudio,
  type FakeAudio,
  type FakeAudioContext,
  type FakeAudioOptions,
  type FakeNode,
  type FakePort,
  type FakeWorkletNode,
} from './createFakeAudio.ts';
export {
  createFakeCallObject,
  type FakeCallObject,
  type FakeCallObjectOptions,
  type RecordedCall,
} from './createFakeCallObject.ts';
export {
  createFakeTransport,
  type FakeConnection,
  type FakeConnectPlan,
  type FakeTransport,
  type FakeTransportOptions,
} from './createFakeTransport.ts';
export {
  createFakeWebSockets,
  type FakeSocket,
  type FakeWebSockets,
  type FakeWebSocketsOptions,
} from './createFakeWebSockets.ts';
export {
  type CallScript,
  createScriptedCall,
  DEFAULT_SCRIPT,
  type ScriptedCall,
  type ScriptTurn,
} from './createScriptedCall.ts';
export {
  createFakeAudioOutput,
  createFakeMicrophone,
  createFakeTrack,
  type FakeAudioElement,
  type FakeAudioOutput,
  type FakeMicrophone,
  type FakeTrack,
} from './fakeMedia.ts';
