import { createRateLimiter, createSecurityLogger, type Logger } from '@repo/validation';
import { vi } from 'vitest';
import {
  createVoiceSession,
  type VoiceCallFlags,
  type VoiceClientEventName,
  type VoiceClientEvents,
  type VoiceClientPort,
  type VoiceSessionDeps,
} from '../features/voice-session/index.ts';

export interface FakeVoiceClient extends VoiceClientPort {
  emit<E extends VoiceClientEventName>(event: E, payload?: VoiceClientEvents[E]): void;
  volume: number;
  flags: VoiceCallFlags;
  /** Changes the client's snapshot flags and notifies subscribers. */
  setFlags(patch: Partial<VoiceCallFlags>): void;
  start: ReturnType<typeof vi.fn<VoiceClientPort['start']>>;
  stop: ReturnType<typeof vi.fn<VoiceClientPort['stop']>>;
  preload: ReturnType<typeof vi.fn<() => Promise<void>>>;
  setMuted: ReturnType<typeof vi.fn<VoiceClientPort['setMuted']>>;
  resumeAudio: ReturnType<typeof vi.fn<VoiceClientPort['resumeAudio']>>;
}

export function createFakeVoiceClient(): FakeVoiceClient {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const subscribers = new Set<() => void>();
  const fake: FakeVoiceClient = {
    volume: 0,
    flags: { isMuted: false, audioBlocked: false, reconnecting: false },
    setFlags(patch) {
      fake.flags = { ...fake.flags, ...patch };
      for (const listener of subscribers) listener();
    },
    getFlags: () => fake.flags,
    subscribe(listener) {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    setMuted: vi.fn<VoiceClientPort['setMuted']>((muted) => fake.setFlags({ isMuted: muted })),
    resumeAudio: vi.fn<VoiceClientPort['resumeAudio']>(async () => {
      fake.setFlags({ audioBlocked: false });
      return true;
    }),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: unknown) => void);
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    start: vi.fn<VoiceClientPort['start']>(async () => ({ id: 'call-1' })),
    stop: vi.fn<VoiceClientPort['stop']>(async () => {
      fake.emit('call-end');
    }),
    getVolume: () => fake.volume,
    preload: vi.fn(async () => {}),
  };
  return fake;
}

type LogFn = Logger['warn'];

export function createTestLogger() {
  return {
    debug: vi.fn<LogFn>(),
    info: vi.fn<LogFn>(),
    warn: vi.fn<LogFn>(),
    error: vi.fn<LogFn>(),
  };
}

/** A real voice session over a fake client, config and limiter. */
export function createTestSession(overrides: Partial<VoiceSessionDeps> = {}) {
  const client = createFakeVoiceClient();
  const logger = createTestLogger();
  const notifyError = vi.fn<(message: string) => void>();
  const securityEvents: unknown[] = [];
  const deps: VoiceSessionDeps = {
    loadConfig: async () => ({ callCreation: 'server', transport: 'websocket' }),
    createClient: async () => client,
    rateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
    securityLog: createSecurityLogger({ sink: (event) => securityEvents.push(event) }),
    logger,
    notifyError,
    ...overrides,
  };
  const session = createVoiceSession(deps);
  return { session, client, logger, notifyError, securityEvents };
}
