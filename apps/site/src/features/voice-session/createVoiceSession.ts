import {
  type Logger,
  RATE_LIMIT_KEYS,
  type RateLimiter,
  type SecurityLogger,
} from '@repo/validation';
import { SiteError } from '../../lib/SiteError.ts';
import type { VoiceClientPort, VoiceConfig } from './voiceClientPort.ts';
import { checkVoiceMessage, type VoiceMessage } from './voiceMessages.ts';
import { VOICE_ERRORS } from './voiceTexts.ts';

export type VoiceSessionStatus = 'idle' | 'connecting' | 'active' | 'ended';
export type VoiceConfigStatus = 'pending' | 'loading' | 'ready' | 'error';

export interface VoiceSessionState {
  status: VoiceSessionStatus;
  isSpeaking: boolean;
  /** Latest transcript line; cleared on call end. */
  transcript: string;
  /** Every valid message of the current conversation. */
  messages: readonly VoiceMessage[];
  configStatus: VoiceConfigStatus;
}

export interface VoiceSessionDeps {
  loadConfig: () => Promise<VoiceConfig>;
  /** Loads (on demand) and builds the voice client for the configured transport. */
  createClient: (config: VoiceConfig) => Promise<VoiceClientPort>;
  rateLimiter: RateLimiter;
  securityLog: SecurityLogger;
  logger: Logger;
  notifyError: (message: string) => void;
}

export interface VoiceSession {
  getSnapshot(): VoiceSessionState;
  subscribe(listener: () => void): () => void;
  /** Fetch the voice config once (idempotent); a failure shows the config toast. */
  init(): Promise<void>;
  /** The orb click: start from idle/ended, stop while active. */
  toggle(): Promise<void>;
  /**
   * Orb hover/focus: fetch the config if needed, then load and build the client of the
   * configured transport and warm what its start needs (daily-js on Daily). Nothing is guessed
   * before the config is known, so the WebSocket path never downloads daily-js.
   */
  preload(): void;
  /** Current output volume (0..1) while active, else 0. Never triggers a render. */
  getVolume(): number;
}

export const INITIAL_VOICE_STATE: VoiceSessionState = {
  status: 'idle',
  isSpeaking: false,
  transcript: '',
  messages: [],
  configStatus: 'pending',
};

export function createVoiceSession(deps: VoiceSessionDeps): VoiceSession {
  const { logger } = deps;
  let state = INITIAL_VOICE_STATE;
  const listeners = new Set<() => void>();
  let config: VoiceConfig | null = null;
  let configError: unknown = null;
  let configPromise: Promise<void> | null = null;
  let client: VoiceClientPort | null = null;
  let clientPromise: Promise<VoiceClientPort> | null = null;

  const set = (patch: Partial<VoiceSessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const wire = (c: VoiceClientPort) => {
    c.on('call-start', () => set({ status: 'active', isSpeaking: false }));
    c.on('call-end', () => {
      set({ status: 'ended', isSpeaking: false, transcript: '' });
    });
    c.on('speech-start', () => {
      if (state.status === 'active' && !state.isSpeaking) set({ isSpeaking: true });
    });
    c.on('speech-end', () => {
      if (state.isSpeaking) set({ isSpeaking: false });
    });
    c.on('message', (raw) => {
      const checked = checkVoiceMessage(raw);
      if (!checked.ok) {
        logger.warn(`Ignoring voice message (${checked.reason})`, raw);
        return;
      }
      const { message } = checked;
      const patch: Partial<VoiceSessionState> = { messages: [...state.messages, message] };
      if (message.type === 'transcript' && message.transcript)
        patch.transcript = message.transcript;
      set(patch);
    });
    c.on('error', (error) => {
      logger.error('Voice assistant error', error);
      if (state.status === 'connecting') set({ status: 'idle', isSpeaking: false });
    });
  };

  const getClient = (voice: VoiceConfig) => {
    clientPromise ??= deps.createClient(voice).then(
      (c) => {
        client = c;
        wire(c);
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
    set({ status: 'connecting', isSpeaking: false, transcript: '', messages: [] });
    try {
      const c = client ?? (await getClient(config));
      const result = await c.start({ assistantId: config.assistantId });
      if (!result) throw new Error('The voice client did not start the call');
    } catch (error) {
      logger.error('Failed to start voice assistant', error);
      deps.notifyError(serverRefused(error) ? VOICE_ERRORS.rateLimited : VOICE_ERRORS.startFailed);
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
      init()
        .then(() => (config ? getClient(config) : null))
        .then((c) => c?.preload?.())
        .catch((error: unknown) => logger.warn('Voice preload failed', error));
    },
    getVolume: () => (state.status === 'active' ? (client?.getVolume() ?? 0) : 0),
  };
}

/** The server's own voice limit (voice-call answered 429): the same message as the browser's. */
function serverRefused(error: unknown): boolean {
  return error instanceof SiteError && error.code === 'voice-call-rate-limited';
}
