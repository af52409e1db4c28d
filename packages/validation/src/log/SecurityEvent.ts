/** The logged security events: rate-limit violation, invalid input, suspicious activity. */
export type SecurityEventKind = 'rate_limit_violation' | 'invalid_input' | 'suspicious_activity';

/** One logged security event; `details` has already been through `maskSecrets`. */
export interface SecurityEvent {
  kind: SecurityEventKind;
  source: string;
  details: unknown;
  /** ISO 8601 UTC timestamp. */
  at: string;
}

/** Receives every logged event (console, telemetry, test array...). */
export type SecuritySink = (event: SecurityEvent) => void;
