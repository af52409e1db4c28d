import { toasts } from '../../components/Toast/toastStore.ts';
import { config } from '../../config.ts';
import { logger } from '../../lib/logger.ts';
import { rateLimiter, securityLog } from '../../lib/security.ts';
import { createSiteVoiceClient } from './createSiteVoiceClient.ts';
import { createVoiceSession } from './createVoiceSession.ts';
import { fetchVoiceConfig } from './fetchVoiceConfig.ts';
import { recordVoiceMetrics } from './voiceMetrics.ts';
import { VOICE_ERRORS_LANG } from './voiceTexts.ts';
import { createVoiceTokenSource } from './voiceToken.ts';

const backend = { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey };
/** The voice-call bot check: a token fetched when the page idles or the orb is hovered/focused. */
const tokens = createVoiceTokenSource(backend);

/** The site's voice session: nothing runs until init() (landing mount) or a click. */
export const siteVoiceSession = createVoiceSession({
  loadConfig: () => fetchVoiceConfig(backend),
  createClient: (voice) => createSiteVoiceClient(voice, { ...backend, tokens }),
  rateLimiter,
  securityLog,
  logger,
  notifyError: (message) => toasts.show(message, { variant: 'error', lang: VOICE_ERRORS_LANG }),
  dismissError: (message) => {
    for (const toast of toasts.getSnapshot())
      if (toast.message === message) toasts.dismiss(toast.id);
  },
  onMetrics: recordVoiceMetrics,
  maxCallMs: config.voiceCallMaxMinutes * 60_000,
  // the browser-created mode needs no token
  warm: () => tokens.prefetch(),
});
