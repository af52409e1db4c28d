// The local Slovak voice agent: Vapi's WebSocket transport served offline, with espeak-ng
// speech, energy VAD turn-taking and barge-in. Local stack and tests only (see
// tools/voice-agent/README.md).

export { createCallLog } from './call-log.ts';

export { parseClientMessage } from './client-messages.ts';
export type { Clock, TimerHandle } from './clock.ts';
export {
  type Channel,
  type Dialogue,
  dialogueLines,
  replyFor,
  SLOVAK_DEMO_DIALOGUE,
} from './dialogue.ts';
export { VoiceAgentError } from './errors.ts';
export { createEspeakSynthesizer } from './espeak.ts';
export type { AgentMessage } from './messages.ts';
export { playPaced } from './pacer.ts';
export { bytesFromSamples, concat, dbfs, samplesFromBytes, silence } from './pcm.ts';
export { resample } from './resample.ts';
export {
  type AudioFormat,
  type CallLimits,
  startVoiceAgent,
  type VoiceAgent,
  type VoiceAgentOptions,
} from './server.ts';
export { createCallSession } from './session.ts';
export {
  type CallSession,
  type CallSessionOptions,
  DEFAULT_TIMING,
} from './session-options.ts';
export {
  createSpeechCache,
  type SpeechCache,
} from './speech-cache.ts';
export { synthesizeSpeech, synthesizeWav } from './synthesize.ts';
export type { TurnTools } from './tools.ts';
export { createEnergyVad, type VadEvent } from './vad.ts';
export { decodeWav, encodeWav } from './wav.ts';
