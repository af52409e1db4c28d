import { createSecurityLogger, createSiteRateLimiter } from '@hlasovy-asistent/validation';
import { logger } from './logger.ts';

/** Site-wide client-side rate limiter: 5 attempts per 60 s per key (voice_call, demo_request). */
export const rateLimiter = createSiteRateLimiter();

/** Security events (rate-limit violations, invalid input, suspicious activity), secrets masked. */
export const securityLog = createSecurityLogger({
  sink: (event) => logger.warn(`[security] ${event.kind} (${event.source})`, event.details),
});
