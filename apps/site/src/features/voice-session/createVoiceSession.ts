import { RATE_LIMIT_KEYS } from '@hlasovy-asistent/validation';
import { VOICE_ERRORS } from '../../copy/voice.ts';
import { nextTask as inNextTask } from '../../lib/nextTask.ts';
import { createCallSnapshot } from './callSnapshot.ts';
import type { VoiceConfig } from './voiceConfig.ts';
import { isInCall, voicePhase } from './voicePhase.ts';
import type {
  CallGuards,
  SiteVoiceClient,
  VoiceSession,
  VoiceSessionDeps,
} from './voiceSession.ts';
import { CALL_CLEARED, INITIAL_VOICE_STATE, type VoiceSessionState } from './voiceSessionState.ts';

export function createVoiceSession(deps: VoiceSessionDeps): VoiceSession {
  const { logger, nextTask = inNextTask } = deps;
  let state = INITIAL_VOICE_STATE;
  const listeners = new Set<() => void>();
  const call = createCallSnapshot();
  let config: VoiceConfig | null = null;
  let guards: CallGuards | null = null;
  let configError: unknown = null;
  let configPromise: Promise<void> | null = null;
  let client: SiteVoiceClient | null = null;
  let clientPromise: Promise<SiteVoiceClient> | null = null;
  const levels = { local: 0 };

  const set = (patch: Partial<VoiceSessionState>) => {
    // One explanation per refusal: the server's busy notice replaces the limit's toast.
    if (patch.notice === 'voice-busy') deps.dismissError?.(VOICE_ERRORS.rateLimited);
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const phase = () => voicePhase(call.getSnapshot(), state.preparing, state.assistantTurn);
  const isActive = () => call.getSnapshot().status === 'active';

  // The wiring (message checks, transcript, notices) loads with the client, not with the page.
  const getClient = (voice: VoiceConfig) => {
    clientPromise ??= Promise.all([deps.createClient(voice), import('./wireVoiceClient.ts')]).then(
      ([c, { wireVoiceClient }]) => {
        client = c;
        wireVoiceClient(c, { get: () => state, set, levels }, deps);
        call.attach(c);
        // the next call's token: fetched after this one, never during its setup
        c.on('call-end', () => deps.warm?.());
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
        [config, guards] = await Promise.all([deps.loadConfig(), deps.loadGuards()]);
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

  const startFailed = (error: unknown) => {
    logger.error('Failed to start voice assistant', error);
    deps.notifyError(VOICE_ERRORS.startFailed);
  };

  // No await before client.start() when the config and the client are ready (preloaded on
  // hover/focus): the AudioContext and the microphone are then requested inside the click's
  // user gesture, which strict autoplay rules (iOS Safari) require.
  const start = async () => {
    if (!config) await init();
    if (!config || !guards) {
      logger.error('Voice assistant configuration is not available', configError);
      return;
    }
    const limit = guards.rateLimiter.attempt(RATE_LIMIT_KEYS.voiceCall);
    if (!limit.allowed) {
      guards.securityLog.log('rate_limit_violation', RATE_LIMIT_KEYS.voiceCall, {
        retryAfterMs: limit.retryAfterMs,
      });
      // One explanation per refusal: the SPEC's toast alone, so an earlier busy notice goes.
      if (state.notice === 'voice-busy') set({ notice: null });
      deps.notifyError(VOICE_ERRORS.rateLimited);
      return;
    }
    set({ preparing: true, ...CALL_CLEARED, messages: [], notice: null, endedCall: null });
    try {
      const c = client ?? (await getClient(config));
      // server-created calls name no assistant: the server chooses
      const started = await c.start(
        config.callCreation === 'browser' ? config.assistantId : undefined,
      );
      // A failed start is the client's error (event and snapshot), whose notice the wiring has
      // set by now: a refusal of the server (every line busy, its limit) shows the busy notice
      // and no toast; any other failure the toast.
      if (!started) {
        deps.warm?.(); // a token for the next attempt (this one's may be spent)
        if (state.notice !== 'voice-busy') startFailed(c.getSnapshot().error);
      }
    } catch (error) {
      startFailed(error);
    } finally {
      set({ preparing: false });
    }
  };

  return {
    call,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init,
    async toggle() {
      const now = phase();
      if (now === 'connecting') return;
      if (isInCall(now)) {
        await client?.stop();
        return;
      }
      if (state.configStatus === 'error') {
        logger.error('Voice assistant configuration is not available', configError);
        return;
      }
      await start();
    },
    prefetch() {
      init()
        .then(nextTask)
        .then(() => (config ? getClient(config) : null))
        // WebSocket: the socket's Worker and the worklet files; Daily's daily-js waits for intent
        .then(async (c) => {
          if (config?.transport !== 'websocket' || !c) return;
          await nextTask();
          await c.preload();
        })
        .catch((error: unknown) => logger.warn('Voice prefetch failed', error));
    },
    preload() {
      deps.warm?.();
      init()
        .then(() => (config ? getClient(config) : null))
        .then((c) => c?.preload())
        .catch((error: unknown) => logger.warn('Voice preload failed', error));
    },
    getVolume: () => (isActive() ? call.getSnapshot().volume : 0),
    getLocalVolume: () => (isActive() && !call.getSnapshot().isMuted ? levels.local : 0),
    dismissEnded() {
      if (state.endedCall) set({ endedCall: null });
    },
    setMuted(muted) {
      if (!client || !isActive()) return;
      try {
        client.setMuted(muted);
      } catch (error) {
        logger.warn('Voice mute failed', error);
      }
    },
    async sendText(text) {
      if (!client || !isActive()) return 'not-in-call';
      try {
        await client.deliverText(text);
        return null;
      } catch (error) {
        // The client's VoiceClientError, read by its `type` (no import: the first load stays
        // without the voice client).
        const type = (error as { type?: unknown } | null)?.type;
        if (type === 'text-empty' || type === 'text-too-long' || type === 'not-in-call')
          return type;
        logger.warn('Voice typed turn failed', error);
        return 'failed';
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
