export { useVoiceClient } from './useVoiceClient.ts';
export { useVoiceSnapshot } from './useVoiceSnapshot.ts';
