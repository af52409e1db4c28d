// The on-demand chunk of the Daily transport (production's default): the full client, which
// loads daily-js itself on preload()/start(). The call is created by the `voice-call` Edge
// Function (`{ callId, webCallUrl }`); only with the backend's explicit browser-created mode does
// the browser create it with the public key. Test builds (VITE_FAKE_CALL=true) inject the
// scripted offline Daily call object instead of daily-js, whose servers no test can reach; the
// condition is a build-time constant, so production bundles do not contain the fake.
import '../../lib/cspSafeZod.ts'; // first: zod's CSP-safe mode before anything parses
import { VoiceClient, type VoiceClientOptions } from '@hlasovy-asistent/voice-client/daily';
import { logger } from '../../lib/logger.ts';
import { createServerCalls, type VoiceBackend } from './serverCalls.ts';
import type { VoiceConfig } from './voiceConfig.ts';
import type { SiteVoiceClient } from './voiceSession.ts';

const FAKE_CALL = import.meta.env.VITE_FAKE_CALL === 'true';

export async function createDailyVoiceClient(
  voice: VoiceConfig,
  backend: VoiceBackend,
): Promise<SiteVoiceClient> {
  const calls = voice.callCreation === 'server' ? createServerCalls(backend, 'daily') : null;
  const options: VoiceClientOptions = calls
    ? { createSession: calls.createSession, logger }
    : { publicKey: voice.callCreation === 'browser' ? voice.publicKey : '', logger };
  if (FAKE_CALL) {
    const { createScriptedCall } = await import('@hlasovy-asistent/voice-client/testing');
    const scripted = createScriptedCall();
    options.createCallObject = scripted.createCallObject;
    // the browser-created mode's POST /call/web is scripted too; server-created calls are real
    if (!calls) options.fetch = scripted.fetch;
  }
  return new VoiceClient(options);
}
