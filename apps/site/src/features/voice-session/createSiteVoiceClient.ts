// Everything a call needs is loaded on demand (the page idle, or the first intent), and only for
// the transport that `vapi-config` names: `websocket` loads the client core + WebSocket
// transport chunk (no daily-js, ever), `daily` the full client, which then downloads daily-js.
// One round: each chunk imports lib/cspSafeZod.ts first (zod's CSP-safe mode before anything
// parses), so nothing waits for another chunk before it is requested.
import type { VoiceBackend } from './serverCalls.ts';
import type { VoiceConfig } from './voiceConfig.ts';
import type { SiteVoiceClient } from './voiceSession.ts';

export async function createSiteVoiceClient(
  voice: VoiceConfig,
  backend: VoiceBackend,
): Promise<SiteVoiceClient> {
  if (voice.transport === 'websocket') {
    const { createWebSocketVoiceClient } = await import('./webSocketVoiceClient.ts');
    return createWebSocketVoiceClient(backend);
  }
  const { createDailyVoiceClient } = await import('./dailyVoiceClient.ts');
  return createDailyVoiceClient(voice, backend);
}
