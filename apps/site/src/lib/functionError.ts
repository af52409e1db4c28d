// How a function call fails, apart from the call itself (`callFunction.ts`, loaded with the
// first call): a form reads a refusal with `refusalOf` in its first chunk, and the call's code
// loads when it is made.
import type { FunctionErrorCode, ShownRefusal } from '@hlasovy-asistent/validation';
import type { SiteFunction } from './functionAddress.ts';
import type { SiteContracts } from './siteContracts.ts';

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
