// The local Slovak voice agent: Vapi's WebSocket transport served offline, with espeak-ng
// speech, energy VAD turn-taking and barge-in. Local stack and tests only (see
// tools/voice-agent/README.md).
export type { CallLog } from './call-log.ts';
export { createCallLog } from './call-log.ts';
export { CALL_ID_PATTERN } from './call-registry.ts';
export { type ClientCommand, parseClientMessage } from './client-messages.ts';
export { type Clock, systemClock, type TimerHandle } from './clock.ts';
export { type Dialogue, dialogueLines, replyFor, SLOVAK_DEMO_DIALOGUE } from './dialogue.ts';
export { VoiceAgentError, type VoiceAgentErrorCode } from './errors.ts';
export { createEspeakSynthesizer, type SpeechSynthesizer } from './espeak.ts';
export type { AgentMessage, EndedReason } from './messages.ts';
export { playPaced } from './pacer.ts';
export { bytesFromSamples, concat, dbfs, rms, samplesFromBytes, silence } from './pcm.ts';
export { resample } from './resample.ts';
export {
  type AudioFormat,
  type CallLimits,
  type EndedCall,
  type RegisteredCall,
  startVoiceAgent,
  type VoiceAgent,
  type VoiceAgentOptions,
} from './server.ts';
export { createCallSession } from './session.ts';
export {
  type CallSession,
  type CallSessionOptions,
  DEFAULT_TIMING,
  type SessionPhase,
  type SessionSink,
  type SessionTiming,
} from './session-options.ts';
export {
  createSpeechCache,
  type SpeechCache,
  sharedSpeechCache,
  type Utterance,
} from './speech-cache.ts';
export { type SpeechOptions, synthesizeSpeech, synthesizeWav } from './synthesize.ts';
export type { SlotOffer, ToolOutcome } from './tools.ts';
export { createEnergyVad, type Vad, type VadEvent, type VadOptions } from './vad.ts';
export { decodeWav, encodeWav, type Pcm } from './wav.ts';
