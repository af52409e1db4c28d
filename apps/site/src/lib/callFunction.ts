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
import type { SiteContracts } from './siteContracts.ts';

export type SiteFunction = keyof SiteContracts;

export interface FunctionBackend {
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A beacon (the funnel): text/plain without the key or credentials, so the browser sends no
   * preflight and no cookie; `leaving`: the page is being hidden (the request outlives it).
   */
  beacon?: { leaving: boolean };
}

/** `<supabaseUrl>/functions/v1/<name>`, whatever trailing slashes the URL has. */
export function functionUrl(supabaseUrl: string, name: SiteFunction): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`;
}

/** JSON content type plus the anon key as `apikey` and bearer token. */
export function functionHeaders(anonKey: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
  };
}

/**
 * A call that did not give an answer: the network failed (`status` 0), the function refused
 * (`code` when its body named one of the contract's; `shown`: how the site shows it, null for its
 * general failure), or the answer is not what the contract says (`invalid`).
 */
export class FunctionError<N extends SiteFunction = SiteFunction> extends Error {
  readonly fn: N;
  readonly status: number;
  readonly code: FunctionErrorCode | null;
  readonly shown: ShownRefusal<SiteContracts[N]> | null;
  readonly invalid: boolean;
  /** The refusal's body (`{ error: { code, message, ...details } }`), or null. */
  readonly body: unknown;
  /** A limit of the caller's own names its wait in the body (`retryAfterSeconds`), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(
    fn: N,
    message: string,
    details: {
      status?: number;
      code?: FunctionErrorCode | null;
      shown?: ShownRefusal<SiteContracts[N]> | null;
      invalid?: boolean;
      body?: unknown;
      retryAfterSeconds?: number | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'FunctionError';
    this.fn = fn;
    this.status = details.status ?? 0;
    this.code = details.code ?? null;
    this.shown = details.shown ?? null;
    this.invalid = details.invalid ?? false;
    this.body = details.body ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

/** How the site shows `error` when it is a refusal of the function `name` (else null). */
export function refusalOf<N extends SiteFunction>(
  error: unknown,
  name: N,
): ShownRefusal<SiteContracts[N]> | null {
  return error instanceof FunctionError && error.fn === name
    ? (error.shown as ShownRefusal<SiteContracts[N]> | null)
    : null;
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
