import {
  createSecurityLogger,
  type Logger,
  type RateLimiter,
  type SecurityLogger,
  silentLogger,
} from '@hlasovy-asistent/validation';
import { type Clock, createSystemClock } from './clock.ts';
import { MAX_INCOMING_MESSAGE_CHARS } from './parseServerMessage.ts';

/** Interval of level samples (Daily's observer; the WebSocket transport's level windows). */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

/** What the lifecycle depends on, whatever the transport. Everything is injectable. */
export interface CoreOptions {
  clock?: Clock;
  logger?: Logger;
  securityLogger?: SecurityLogger;
  /** Optional limiter; start() consumes one attempt of the key `voice_call`. */
  rateLimiter?: RateLimiter;
  /** Incoming server messages longer than this (chars) are dropped. Default 1 000 000. */
  maxIncomingMessageChars?: number;
}

export interface ResolvedCoreOptions {
  clock: Clock;
  logger: Logger;
  securityLogger: SecurityLogger;
  rateLimiter: RateLimiter | null;
  maxIncomingMessageChars: number;
}

export function resolveCoreOptions(options: CoreOptions): ResolvedCoreOptions {
  return {
    clock: options.clock ?? createSystemClock(),
    logger: options.logger ?? silentLogger,
    securityLogger: options.securityLogger ?? createSecurityLogger(),
    rateLimiter: options.rateLimiter ?? null,
    maxIncomingMessageChars: options.maxIncomingMessageChars ?? MAX_INCOMING_MESSAGE_CHARS,
  };
}
