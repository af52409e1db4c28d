/** Every error code an Edge Function answers with (one place, one status each). */
export type ErrorCode =
  | 'invalid_json'
  | 'invalid_payload'
  | 'unauthorized'
  | 'origin_not_allowed'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'slot_in_past'
  | 'slot_not_bookable'
  | 'slot_too_far'
  | 'slot_taken'
  | 'slot_not_offered'
  | 'slot_outside_hours'
  | 'phone_invalid'
  | 'phone_country_not_allowed'
  | 'phone_type_not_allowed'
  | 'request_not_found'
  | 'request_mismatch'
  | 'consent_missing'
  | 'consent_source_mismatch'
  | 'booking_other_network'
  | 'verification_failed'
  | 'voice_busy'
  | 'conversation_not_found'
  | 'conversation_ended'
  | 'call_not_found'
  | 'rate_limited'
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'config_missing'
  | 'config_invalid'
  | 'internal_error'
  | 'vapi_error';

const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  invalid_json: 400,
  invalid_payload: 400,
  unauthorized: 401,
  origin_not_allowed: 403,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  slot_in_past: 422,
  slot_not_bookable: 422,
  slot_too_far: 422,
  slot_taken: 409,
  slot_not_offered: 409,
  slot_outside_hours: 409,
  phone_invalid: 422,
  phone_country_not_allowed: 422,
  phone_type_not_allowed: 422,
  request_not_found: 404,
  request_mismatch: 409,
  consent_missing: 422,
  consent_source_mismatch: 422,
  booking_other_network: 403,
  verification_failed: 403,
  voice_busy: 503,
  conversation_not_found: 404,
  conversation_ended: 409,
  call_not_found: 404,
  rate_limited: 429,
  missing_api_key: 401,
  invalid_api_key: 401,
  config_missing: 500,
  config_invalid: 500,
  internal_error: 500,
  vapi_error: 502,
};

/** One field problem, as zod reports it (path joined with dots). */
export interface FieldIssue {
  path: string;
  message: string;
  code: string;
}

export interface HttpErrorOptions {
  issues?: FieldIssue[];
  /** Further fields of the error body (e.g. `nextSlots` of `slot_taken`). */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one error type handlers throw; `errorResponse` turns it into JSON. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, options: HttpErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}
