// Everything behind the first orb interaction: @repo/voice-client (and through it daily-js) is
// loaded by dynamic import. Test builds (VITE_FAKE_CALL=true) inject the scripted offline call;
// the condition is a build-time constant, so production bundles do not contain the fake.
import type { VoiceClientOptions } from '@repo/voice-client';
import { logger } from '../../lib/logger.ts';
import type { VoiceClientPort } from './voiceClientPort.ts';

const FAKE_CALL = import.meta.env.VITE_FAKE_CALL === 'true';

let clientModule: Promise<typeof import('@repo/voice-client')> | null = null;
const loadClientModule = () => {
  clientModule ??= import('../../lib/cspSafeZod.ts').then(() => import('@repo/voice-client'));
  return clientModule;
};

/** Warm the on-demand code on hover/focus: the client, and daily-js unless the call is fake. */
export async function preloadVoiceClient(): Promise<void> {
  await Promise.all([
    loadClientModule(),
    FAKE_CALL ? import('@repo/voice-client/testing') : import('@daily-co/daily-js'),
  ]);
}

export async function createSiteVoiceClient(publicKey: string): Promise<VoiceClientPort> {
  const { VoiceClient } = await loadClientModule();
  const options: VoiceClientOptions = { publicKey, logger };
  if (FAKE_CALL) {
    const { createScriptedCall } = await import('@repo/voice-client/testing');
    const scripted = createScriptedCall();
    options.createCallObject = scripted.createCallObject;
    options.fetch = scripted.fetch;
  }
  const client = new VoiceClient(options);
  return {
    on: (event, listener) => client.on(event, listener as never),
    start: ({ assistantId }) => client.start(assistantId),
    stop: () => client.stop(),
    getVolume: () => client.getSnapshot().volume,
  };
}
