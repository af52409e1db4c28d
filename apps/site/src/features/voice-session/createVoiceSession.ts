import { RATE_LIMIT_KEYS } from '@repo/validation';
import { isServerRefusal } from './serverRefusal.ts';
import type { VoiceClientPort, VoiceConfig } from './voiceClientPort.ts';
import {
  CALL_CLEARED,
  INITIAL_VOICE_STATE,
  type VoiceSession,
  type VoiceSessionDeps,
  type VoiceSessionState,
} from './voiceSessionState.ts';
import { VOICE_ERRORS } from './voiceTexts.ts';

export function createVoiceSession(deps: VoiceSessionDeps): VoiceSession {
  const { logger } = deps;
  let state = INITIAL_VOICE_STATE;
  const listeners = new Set<() => void>();
  let config: VoiceConfig | null = null;
  let configError: unknown = null;
  let configPromise: Promise<void> | null = null;
  let client: VoiceClientPort | null = null;
  let clientPromise: Promise<VoiceClientPort> | null = null;
  const levels = { local: 0 };

  const set = (patch: Partial<VoiceSessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  // The wiring (message checks, transcript, notices) loads with the client, not with the page.
  const getClient = (voice: VoiceConfig) => {
    clientPromise ??= Promise.all([deps.createClient(voice), import('./wireVoiceClient.ts')]).then(
      ([c, { wireVoiceClient }]) => {
        client = c;
        wireVoiceClient(c, { get: () => state, set, levels }, deps);
        return c;
      },
      (error: unknown) => {
        clientPromise = null;
        throw error;
      },
    );
    return clientPromise;
  };

  const init = () => {
    configPromise ??= (async () => {
      set({ configStatus: 'loading' });
      try {
        config = await deps.loadConfig();
        set({ configStatus: 'ready' });
        deps.warm?.();
      } catch (error) {
        configError = error;
        logger.error('Unable to load voice assistant configuration', error);
        deps.notifyError(VOICE_ERRORS.configFailed);
        set({ configStatus: 'error' });
      }
    })();
    return configPromise;
  };

  // No await before client.start() when the config and the client are ready (preloaded on
  // hover/focus): the AudioContext and the microphone are then requested inside the click's
  // user gesture, which strict autoplay rules (iOS Safari) require.
  const start = async () => {
    if (!config) await init();
    if (!config) {
      logger.error('Voice assistant configuration is not available', configError);
      return;
    }
    const limit = deps.rateLimiter.attempt(RATE_LIMIT_KEYS.voiceCall);
    if (!limit.allowed) {
      deps.securityLog.log('rate_limit_violation', RATE_LIMIT_KEYS.voiceCall, {
        retryAfterMs: limit.retryAfterMs,
      });
      deps.notifyError(VOICE_ERRORS.rateLimited);
      return;
    }
    set({ status: 'connecting', ...CALL_CLEARED, messages: [], notice: null, endedCall: null });
    try {
      const c = client ?? (await getClient(config));
      const result = await c.start(
        config.callCreation === 'browser' ? { assistantId: config.assistantId } : {},
      );
      if (!result) throw new Error('The voice client did not start the call');
    } catch (error) {
      if (isServerRefusal(error)) {
        // Every line busy or the server's limit: one Slovak notice that offers the demo form
        // and the phone number (the same for both, so it tells nothing about other callers).
        logger.warn('The server refused a voice call', error.code);
        if (state.status === 'connecting') set({ status: 'idle', isSpeaking: false });
        set({ notice: 'voice-busy' });
        return;
      }
      logger.error('Failed to start voice assistant', error);
      deps.notifyError(VOICE_ERRORS.startFailed);
      if (state.status === 'connecting') set({ status: 'idle', isSpeaking: false });
    }
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init,
    async toggle() {
      if (state.status === 'connecting') return;
      if (state.status === 'active') {
        await client?.stop();
        return;
      }
      if (state.configStatus === 'error') {
        logger.error('Voice assistant configuration is not available', configError);
        return;
      }
      await start();
    },
    preload() {
      deps.warm?.();
      init()
        .then(() => (config ? getClient(config) : null))
        .then((c) => c?.preload?.())
        .catch((error: unknown) => logger.warn('Voice preload failed', error));
    },
    getVolume: () => (state.status === 'active' ? (client?.getVolume() ?? 0) : 0),
    getLocalVolume: () => (state.status === 'active' && !state.isMuted ? levels.local : 0),
    dismissEnded() {
      if (state.endedCall) set({ endedCall: null });
    },
    setMuted(muted) {
      if (state.status !== 'active' || !client) return;
      try {
        client.setMuted(muted);
      } catch (error) {
        logger.warn('Voice mute failed', error);
      }
    },
    async resumeAudio() {
      if (!client) return;
      if (!(await client.resumeAudio())) logger.warn('The assistant audio is still blocked');
    },
    dismissNotice() {
      if (state.notice) set({ notice: null });
    },
  };
}
