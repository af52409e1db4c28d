import { signWebhook, WEBHOOK_HEADERS, webhookKey } from './webhook-signature.ts';

export interface NotifyDeps {
  /** NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET (FunctionConfig's; the live check's .env). */
  config: { notifyWebhookUrl: string | undefined; notifyWebhookSecret: string | undefined };
  fetch: typeof fetch;
  now: () => Date;
}

export type NotifyResult =
  | { status: 'sent' }
  /** No NOTIFY_WEBHOOK_URL: nothing to do. */
  | { status: 'not_configured' }
  /** Nothing was delivered; `error` says why (never contains the payload). */
  | { status: 'failed'; error: string };

const NOTIFY_TIMEOUT_MS = 5_000;

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/** Why the URL may not receive leads (https only; http only to this machine), or null. */
function webhookUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'NOTIFY_WEBHOOK_URL is not a URL';
  }
  if (parsed.username || parsed.password) return 'NOTIFY_WEBHOOK_URL must not contain credentials';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname)) return null;
  return 'NOTIFY_WEBHOOK_URL must be https (http only to a loopback address in development)';
}

async function deliver(
  deps: NotifyDeps,
  url: string,
  key: Uint8Array<ArrayBuffer>,
  payload: unknown,
  timeoutMs: number,
): Promise<NotifyResult> {
  const body = JSON.stringify(payload);
  const id = `msg_${crypto.randomUUID()}`;
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const response = await deps.fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [WEBHOOK_HEADERS.id]: id,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: await signWebhook(key, id, timestamp, body),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    return {
      status: 'failed',
      error: `notify webhook answered a redirect (${response.status}); redirects are refused`,
    };
  }
  return response.ok
    ? { status: 'sent' }
    : { status: 'failed', error: `notify webhook answered ${response.status}` };
}

/**
 * POSTs `payload` as JSON to the team's webhook (NOTIFY_WEBHOOK_URL), signed with
 * NOTIFY_WEBHOOK_SECRET (WEBHOOK_HEADERS), over https only, without following redirects, within
 * `timeoutMs`. Never throws: every problem is a `failed` result.
 */
export async function notifyTeam(
  deps: NotifyDeps,
  payload: unknown,
  timeoutMs = NOTIFY_TIMEOUT_MS,
): Promise<NotifyResult> {
  const url = deps.config.notifyWebhookUrl;
  if (!url) return { status: 'not_configured' };
  const problem = webhookUrlProblem(url);
  if (problem) return { status: 'failed', error: problem };
  const key = webhookKey(deps.config.notifyWebhookSecret);
  if (!key) {
    return {
      status: 'failed',
      error: 'NOTIFY_WEBHOOK_SECRET is missing or too short (32+ characters); nothing sent',
    };
  }
  try {
    return await deliver(deps, url, key, payload, timeoutMs);
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error';
    const reason = name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : `failed: ${name}`;
    return { status: 'failed', error: `notify webhook ${reason}` };
  }
}
