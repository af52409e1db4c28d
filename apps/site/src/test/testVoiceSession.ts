import { createRateLimiter, createSecurityLogger, type Logger } from '@hlasovy-asistent/validation';
import { VoiceClientCore } from '@hlasovy-asistent/voice-client';
import { createFakeTransport } from '@hlasovy-asistent/voice-client/testing';
import { vi } from 'vitest';
import {
  type CallGuards,
  createVoiceSession,
  type VoiceSession,
  type VoiceSessionDeps,
  voicePhase,
} from '../features/voice-session/index.ts';

type LogFn = Logger['warn'];

function createTestLogger() {
  return {
    debug: vi.fn<LogFn>(),
    info: vi.fn<LogFn>(),
    warn: vi.fn<LogFn>(),
    error: vi.fn<LogFn>(),
  };
}

/**
 * The package's real client over its fake transport: the test plays the far side of the call
 * (`transport.listening()`, `message()`, `remoteLevel()`, `ended()`...) and the client reacts as
 * in the browser. Its own log is kept apart from the site's (`clientLogger`).
 */
export function createTestClient() {
  const transport = createFakeTransport();
  const clientLogger = createTestLogger();
  const client = new VoiceClientCore({ transport, logger: clientLogger });
  return { client, transport, clientLogger };
}

/** A real voice session over a real client with a fake transport, config and limiter. */
export function createTestSession(overrides: Partial<VoiceSessionDeps & CallGuards> = {}) {
  const { client, transport } = createTestClient();
  const logger = createTestLogger();
  const notifyError = vi.fn<(message: string) => void>();
  const securityEvents: unknown[] = [];
  const {
    rateLimiter = createRateLimiter({ limit: 5, windowMs: 60_000 }),
    securityLog = createSecurityLogger({ sink: (event) => securityEvents.push(event) }),
    ...rest
  } = overrides;
  const deps: VoiceSessionDeps = {
    loadConfig: async () => ({ callCreation: 'server', transport: 'websocket' }),
    createClient: async () => client,
    loadGuards: async () => ({ rateLimiter, securityLog }),
    logger,
    notifyError,
    ...rest,
  };
  const session = createVoiceSession(deps);
  return { session, client, transport, logger, notifyError, securityEvents };
}

/** The page's phase of a session, as its components read it. */
export function phaseOf(session: VoiceSession) {
  const { preparing, assistantTurn } = session.getSnapshot();
  return voicePhase(session.call.getSnapshot(), preparing, assistantTurn);
}
