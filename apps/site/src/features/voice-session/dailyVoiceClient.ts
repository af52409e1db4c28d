// The on-demand chunk of the Daily transport (the SPEC's default): the full client, which loads
// daily-js itself on preload()/start(). Test builds (VITE_FAKE_CALL=true) inject the scripted
// offline call instead of Daily, whose servers no test can reach; the condition is a build-time
// constant, so production bundles do not contain the fake.
import { VoiceClient, type VoiceClientOptions } from '@repo/voice-client/daily';
import { logger } from '../../lib/logger.ts';
import { toVoiceClientPort } from './toVoiceClientPort.ts';
import type { VoiceClientPort } from './voiceClientPort.ts';

const FAKE_CALL = import.meta.env.VITE_FAKE_CALL === 'true';

export async function createDailyVoiceClient(publicKey: string): Promise<VoiceClientPort> {
  const options: VoiceClientOptions = { publicKey, logger };
  if (FAKE_CALL) {
    const { createScriptedCall } = await import('@repo/voice-client/testing');
    const scripted = createScriptedCall();
    options.createCallObject = scripted.createCallObject;
    options.fetch = scripted.fetch;
  }
  return toVoiceClientPort(new VoiceClient(options));
}
