// The site's one way to call an Edge Function: plain fetch with the anon key (the headers
// supabase-js would send; supabase-js stays out of the chunks that call functions), the body as
// the function's contract types it, and the answer and refusals read with that contract
// (@hlasovy-asistent/validation's function-contracts, loaded on the first answer: zod is not in
// the first load).
import type {
  FunctionErrorCode,
  FunctionRequest,
  ReadAnswer,
  ShownRefusal,
} from '@hlasovy-asistent/validation';
import {
  type FunctionBackend,
  functionHeaders,
  functionUrl,
  type SiteFunction,
} from './functionAddress.ts';
import { FunctionError } from './functionError.ts';
import type { SiteContracts } from './siteContracts.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A beacon (the funnel): text/plain without the key or credentials, so the browser sends no
   * preflight and no cookie; `leaving`: the page is being hidden (the request outlives it).
   */
  beacon?: { leaving: boolean };
}

const seconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;

function requestInit(body: unknown, { signal, beacon }: CallOptions, key: string): RequestInit {
  if (body === undefined) return { method: 'GET', headers: functionHeaders(key), signal };
  if (!beacon) {
    return { method: 'POST', headers: functionHeaders(key), body: JSON.stringify(body), signal };
  }
  return {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
    keepalive: beacon.leaving,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    signal,
  };
}

/**
 * Calls the function `name` (a GET without `body`, else a POST of it) and resolves with its
 * answer as its contract reads it; else rejects with a FunctionError. The request leaves
 * synchronously, inside the caller's task (a click's voice call: issue 40).
 */
export async function callFunction<N extends SiteFunction>(
  backend: FunctionBackend,
  name: N,
  body: FunctionRequest<SiteContracts[N]>,
  options: CallOptions = {},
): Promise<ReadAnswer<SiteContracts[N]>> {
  const { supabaseUrl, anonKey, fetch: fetchImpl = globalThis.fetch } = backend;
  let response: Response;
  try {
    response = await fetchImpl(functionUrl(supabaseUrl, name), requestInit(body, options, anonKey));
  } catch (cause) {
    throw new FunctionError(name, `${name} request failed`, { cause });
  }
  const answer: unknown = await response.json().catch(() => null);
  const { SITE_CONTRACTS, readAnswer, refusalCode, shownRefusal } = await import(
    './siteContracts.ts'
  );
  const contract = SITE_CONTRACTS[name];
  if (!response.ok) {
    // a proxy's 429 (no body of ours) is a rate limit too
    const code: FunctionErrorCode | null =
      refusalCode(answer) ?? (response.status === 429 ? 'rate_limited' : null);
    throw new FunctionError(name, `${name} answered ${response.status}`, {
      status: response.status,
      code,
      shown: shownRefusal(contract, code) as ShownRefusal<SiteContracts[N]> | null,
      body: answer,
      retryAfterSeconds: seconds(
        (answer as { error?: { retryAfterSeconds?: unknown } } | null)?.error?.retryAfterSeconds,
      ),
    });
  }
  const checked = readAnswer(contract.answer, answer);
  if (!checked.ok) {
    throw new FunctionError(name, `${name} answered wrongly: ${checked.message}`, {
      status: response.status,
      invalid: true,
    });
  }
  return checked.value as ReadAnswer<SiteContracts[N]>;
}
