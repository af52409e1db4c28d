import type { VoiceClientPort } from './voiceClientPort.ts';

export async function preloadVoiceClient(): Promise<void> {}

export async function createSiteVoiceClient(_publicKey: string): Promise<VoiceClientPort> {
  throw new Error('voice client not wired yet');
}
