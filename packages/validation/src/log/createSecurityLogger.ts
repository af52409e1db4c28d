import { type Logger, silentLogger } from './Logger.ts';
import { maskSecrets } from './maskSecrets.ts';
import type { SecurityEvent, SecurityEventKind, SecuritySink } from './SecurityEvent.ts';

export interface SecurityLogger {
  log(kind: SecurityEventKind, source: string, details?: unknown): SecurityEvent;
}

export interface SecurityLoggerOptions {
  /** Where events go; default: nowhere (the library prints nothing by itself). */
  sink?: SecuritySink;
  /** Clock in epoch milliseconds; default `Date.now`. */
  now?: () => number;
  /** Told when the sink throws; default `silentLogger`. */
  logger?: Logger;
}

/** Creates a security-event log whose events carry masked details and an ISO timestamp. */
export function createSecurityLogger(options: SecurityLoggerOptions = {}): SecurityLogger {
  const sink = options.sink ?? (() => {});
  const now = options.now ?? Date.now;
  const logger = options.logger ?? silentLogger;
  return {
    log(kind, source, details) {
      const event: SecurityEvent = {
        kind,
        source,
        details: maskSecrets(details),
        at: new Date(now()).toISOString(),
      };
      try {
        sink(event);
      } catch (error) {
        logger.error('security sink failed', error);
      }
      return event;
    },
  };
}
