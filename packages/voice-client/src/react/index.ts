export { type TextSender, useSendText } from './useSendText.ts';
export { useVoiceClient } from './useVoiceClient.ts';
export { type SnapshotSource, useVoiceSnapshot } from './useVoiceSnapshot.ts';
