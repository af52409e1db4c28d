// Everything behind the first orb intent is loaded on demand, and only for the transport that
// `vapi-config` names: `websocket` loads the client core + WebSocket transport chunk (no
// daily-js, ever), `daily` the full client, which then downloads daily-js. zod is switched to
// its CSP-safe mode before either chunk parses anything (lib/cspSafeZod.ts).
import type { VoiceBackend } from './serverCalls.ts';
import type { VoiceConfig } from './voiceConfig.ts';
import type { SiteVoiceClient } from './voiceSession.ts';

const loadZodFirst = () => import('../../lib/cspSafeZod.ts');

export async function createSiteVoiceClient(
  voice: VoiceConfig,
  backend: VoiceBackend,
): Promise<SiteVoiceClient> {
  await loadZodFirst();
  if (voice.transport === 'websocket') {
    const { createWebSocketVoiceClient } = await import('./webSocketVoiceClient.ts');
    return createWebSocketVoiceClient(backend);
  }
  const { createDailyVoiceClient } = await import('./dailyVoiceClient.ts');
  return createDailyVoiceClient(voice, backend);
}
