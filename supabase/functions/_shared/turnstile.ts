/** Cloudflare Turnstile's server-side check (siteverify), or the local stand-in in tests. */
export interface TurnstileCheck {
  fetch: typeof fetch;
  verifyUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

/**
 * Null when Turnstile accepted `token` from `remoteIp`, else why not (for the logs). Fails
 * closed: a timeout or an unreachable verifier counts as a failed check.
 */
export async function checkTurnstile(
  check: TurnstileCheck,
  token: string | undefined,
  remoteIp: string,
): Promise<string | null> {
  if (!token) return 'turnstile token missing';
  const body = new URLSearchParams({ secret: check.secretKey, response: token });
  if (remoteIp !== 'unknown') body.set('remoteip', remoteIp);
  try {
    const response = await check.fetch(check.verifyUrl, {
      method: 'POST',
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(check.timeoutMs ?? 5_000),
    });
    const answer = (await response.json().catch(() => null)) as {
      success?: unknown;
      'error-codes'?: unknown;
    } | null;
    if (response.ok && answer?.success === true) return null;
    const codes = Array.isArray(answer?.['error-codes']) ? answer['error-codes'].join(',') : '';
    return `turnstile refused (${response.status}${codes ? ` ${codes}` : ''})`;
  } catch (error) {
    return `turnstile unreachable (${error instanceof Error ? error.name : 'error'})`;
  }
}
