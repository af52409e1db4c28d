export {
  createFakeCallObject,
  type FakeCallObject,
  type FakeCallObjectOptions,
  type RecordedCall,
} from './createFakeCallObject.ts';
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
