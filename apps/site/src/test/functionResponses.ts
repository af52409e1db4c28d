// Answers of a stubbed Edge Function and the SiteError a request helper turns them into.
import { expect } from 'vitest';
import { callFunction } from '../lib/callFunction.ts';
import type { SiteFunction } from '../lib/functionAddress.ts';
import { FunctionError } from '../lib/functionError.ts';
import { SiteError, type SiteErrorCode } from '../lib/SiteError.ts';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Request = (options: {
  supabaseUrl: string;
  anonKey: string;
  fetch: typeof fetch;
}) => Promise<unknown>;

/** Runs `request` against a fetch that answers `respond()` (or throws) and returns its SiteError. */
export async function siteErrorOf(
  request: Request,
  respond: () => Response | Promise<Response>,
): Promise<SiteError> {
  const error = await request({
    supabaseUrl: 'http://x.test',
    anonKey: 'anon',
    fetch: async () => respond(),
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SiteError);
  return error as SiteError;
}

/** The failure of a request whose fetch rejects: `code`, with the network error as its cause. */
export async function expectNetworkFailure(request: Request, code: SiteErrorCode): Promise<void> {
  const cause = new TypeError('Failed to fetch');
  const error = await siteErrorOf(request, () => {
    throw cause;
  });
  expect(error.code).toBe(code);
  expect(error.cause).toBe(cause);
}

/** What `callFunction` rejects with when the function `name` answers `status` with `body`. */
export async function functionRefusal(
  name: SiteFunction,
  status: number,
  body: unknown,
): Promise<FunctionError> {
  const backend = { supabaseUrl: 'http://x.test', anonKey: 'anon' };
  const failed = await callFunction(
    { ...backend, fetch: async () => jsonResponse(status, body) },
    name,
    {} as never,
  ).catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(FunctionError);
  return failed as FunctionError;
}
