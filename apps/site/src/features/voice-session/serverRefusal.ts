import { SiteError } from '../../lib/SiteError.ts';

/**
 * The server took no call now (its rate limit, or every line busy): the session shows the busy
 * notice with the demo form and the phone number. Both look the same to the visitor.
 */
export function isServerRefusal(error: unknown): error is SiteError {
  return (
    error instanceof SiteError &&
    (error.code === 'voice-call-rate-limited' || error.code === 'voice-call-busy')
  );
}
