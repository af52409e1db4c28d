import { CodedError } from '@hlasovy-asistent/validation';

/** Every failure the site raises itself carries one of these codes. */
export type SiteErrorCode =
  | 'voice-config-failed'
  | 'voice-config-invalid'
  | 'voice-start-failed'
  | 'voice-client-load-failed'
  | 'voice-call-failed'
  | 'voice-call-invalid'
  | 'voice-call-rate-limited'
  | 'voice-call-busy'
  | 'voice-call-refused'
  | 'voice-token-failed'
  | 'voice-text-failed';

export class SiteError extends CodedError<SiteErrorCode> {
  override readonly name = 'SiteError';
}

/** The SiteError of a failed function call: its message, and the network error as its cause. */
export function siteErrorFrom(code: SiteErrorCode, error: unknown): SiteError {
  const message = error instanceof Error ? error.message : String(error);
  return new SiteError(code, message, { cause: (error as { cause?: unknown }).cause ?? error });
}
