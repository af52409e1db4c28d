import { type ErrorCode, HttpError } from './errors.ts';
import type { Logger } from './logger.ts';

interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: HttpError['issues']; [key: string]: unknown };
}

/** A JSON response; `headers` (CORS, cache, Retry-After) are merged in. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The only place error responses are written: HttpError as is, anything else as a logged 500. */
export function errorResponse(
  error: unknown,
  headers: Record<string, string>,
  logger: Logger,
): Response {
  const known =
    error instanceof HttpError
      ? error
      : new HttpError('internal_error', 'Unexpected server error', { cause: error });
  if (!(error instanceof HttpError)) logger.error('unhandled error', error);
  const body: ErrorBody = {
    error: { ...known.details, code: known.code, message: known.message },
  };
  if (known.issues) body.error.issues = known.issues;
  return jsonResponse(body, known.status, { ...headers, ...known.headers });
}
