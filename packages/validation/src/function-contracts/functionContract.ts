// The contract of an Edge Function: what it takes, what it answers and how it refuses, the one
// definition the function's frame (supabase/functions/_shared/post-endpoint.ts, `postEndpoint`)
// reads requests with and the site's one fetch helper (apps/site/src/lib/callFunction.ts) reads
// answers and refusals with, as `voiceSocket/messages.ts` is for the call's socket.
// scripts/one-definition.test.ts fails on a second definition, a body read by hand or an error
// code named outside the contracts.
import type * as z from 'zod/mini';

/**
 * Every error code a function answers with, and its HTTP status: a code means one thing in every
 * function. The body is `{ error: { code, message, issues?, ...details } }`.
 */
export const FUNCTION_ERROR_STATUS = {
  invalid_json: 400,
  invalid_payload: 400,
  unauthorized: 401,
  missing_api_key: 401,
  invalid_api_key: 401,
  origin_not_allowed: 403,
  booking_other_network: 403,
  verification_failed: 403,
  request_not_found: 404,
  conversation_not_found: 404,
  call_not_found: 404,
  method_not_allowed: 405,
  slot_taken: 409,
  slot_not_offered: 409,
  slot_outside_hours: 409,
  request_mismatch: 409,
  conversation_ended: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  slot_in_past: 422,
  slot_not_bookable: 422,
  slot_too_far: 422,
  phone_invalid: 422,
  phone_country_not_allowed: 422,
  phone_type_not_allowed: 422,
  consent_missing: 422,
  consent_source_mismatch: 422,
  rate_limited: 429,
  config_missing: 500,
  config_invalid: 500,
  internal_error: 500,
  vapi_error: 502,
  voice_busy: 503,
} as const;

export type FunctionErrorCode = keyof typeof FUNCTION_ERROR_STATUS;

/**
 * How the site shows a refusal: the visitor's word for it (each has its Slovak text in
 * apps/site/src/copy/), or `false` when the site shows only its general failure.
 */
type Shown = string | false;

export interface FunctionContract {
  /** The function's folder name and URL path (`/functions/v1/<name>`). */
  readonly name: string;
  /** The request schema (a POST's JSON body), or null for a GET. */
  readonly request: z.ZodMiniType | null;
  /** The schema of a 2xx answer's body. */
  readonly answer: z.ZodMiniType;
  /**
   * The codes this function refuses with beyond the frame's (body, method, key, configuration:
   * invalid_json, invalid_payload, payload_too_large, unsupported_media_type, method_not_allowed,
   * missing_api_key, invalid_api_key, config_missing, config_invalid, internal_error), each with
   * how the site shows it.
   */
  readonly errors: Readonly<Partial<Record<FunctionErrorCode, Shown>>>;
  /** The status of a 2xx answer (default 200). */
  readonly status?: number;
  /** The request body's limit in bytes (default 16 KiB). */
  readonly maxBodyBytes?: number;
  /** Content types the body may come as (default application/json). */
  readonly contentTypes?: readonly string[];
  /** A POST without a body reads as `{}`. */
  readonly bodyOptional?: boolean;
  /** `Cache-Control` of a 2xx answer (default no-store). */
  readonly cache?: string;
  /** Callers send the project's API key (false: the beacon, the database, Vapi). */
  readonly apiKey?: false;
}

/** A contract, its literal types kept (the name, the codes, the shown words). */
export function functionContract<const C extends FunctionContract>(contract: C): C {
  return contract;
}

/** The body a caller sends (undefined for a GET). */
export type FunctionRequest<C extends FunctionContract> = C['request'] extends z.ZodMiniType
  ? z.input<C['request']>
  : undefined;
/** The request as the function reads it (after the schema's transforms). */
export type ParsedRequest<C extends FunctionContract> = C['request'] extends z.ZodMiniType
  ? z.output<C['request']>
  : undefined;
/** A 2xx answer as the function writes it. */
export type FunctionAnswer<C extends FunctionContract> = z.input<C['answer']>;
/** A 2xx answer as a caller reads it. */
export type ReadAnswer<C extends FunctionContract> = z.output<C['answer']>;
/** The visitor's words for this function's refusals. */
export type ShownRefusal<C extends FunctionContract> = Exclude<
  C['errors'][keyof C['errors']],
  false | undefined
>;
