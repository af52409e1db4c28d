import { toasts } from '../../components/Toast/toastStore.ts';
import { config } from '../../config.ts';
import { VOICE_ERRORS_LANG } from '../../copy/voice.ts';
import { logger } from '../../lib/logger.ts';
import { createVoiceSession } from './createVoiceSession.ts';
import { createVoiceCallPreflight } from './voiceCallPreflight.ts';
import { recordVoiceMetrics } from './voiceMetrics.ts';
import type { VoiceTokenSource } from './voiceToken.ts';

const backend = { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey };
/**
 * The voice-call bot check: a token fetched when the page idles or the orb is hovered/focused.
 * Its code, like the config's fetch, loads then (not with the page); a failed load is retried.
 */
let tokenSource: Promise<VoiceTokenSource> | undefined;
const loadTokens = () => {
  tokenSource ??= import('./voiceToken.ts').then(
    ({ createVoiceTokenSource }) => createVoiceTokenSource(backend),
    (error: unknown) => {
      tokenSource = undefined;
      throw error;
    },
  );
  return tokenSource;
};

const warmPreflight = createVoiceCallPreflight(backend);

/** The site's voice session: nothing runs until init() (landing mount) or a click. */
export const siteVoiceSession = createVoiceSession({
  loadConfig: () =>
    import('./fetchVoiceConfig.ts').then(({ fetchVoiceConfig }) => fetchVoiceConfig(backend)),
  createClient: async (voice) => {
    const [{ createSiteVoiceClient }, tokens] = await Promise.all([
      import('./createSiteVoiceClient.ts'),
      loadTokens(),
    ]);
    return createSiteVoiceClient(voice, { ...backend, tokens });
  },
  // the rate limiter and the masking security log (lib/security.ts) load with the config
  loadGuards: () => import('../../lib/security.ts'),
  logger,
  notifyError: (message) => toasts.show(message, { variant: 'error', lang: VOICE_ERRORS_LANG }),
  dismissError: (message) => {
    for (const toast of toasts.getSnapshot())
      if (toast.message === message) toasts.dismiss(toast.id);
  },
  onMetrics: recordVoiceMetrics,
  maxCallMs: config.voiceCallMaxMinutes * 60_000,
  // the browser-created mode needs no token
  warm: () => {
    warmPreflight();
    void loadTokens().then(
      (tokens) => tokens.prefetch(),
      (error: unknown) => logger.warn('Voice token code failed to load', error),
    );
  },
});
