// Reading a request as its function's contract says: the body within its size, as strict UTF-8
// JSON of an accepted content type, then its schema; every failure a 4xx HttpError naming the
// fields. The one place a function's body is read (scripts/one-definition.ts).
import type { FunctionContract, ParsedRequest } from '@hlasovy-asistent/validation';
import * as z from 'zod/mini';
import { type FieldIssue, HttpError } from './errors.ts';

export const MAX_BODY_BYTES = 16 * 1024;

function tooLarge(maxBytes: number): HttpError {
  return new HttpError('payload_too_large', `Request body is larger than ${maxBytes} bytes`);
}

/** application/json (or another of `types`), with or without parameters (charset=utf-8). */
function requireJsonContentType(req: Request, types: readonly string[]): void {
  const type = req.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (!type || !types.includes(type)) {
    throw new HttpError('unsupported_media_type', `Content-Type must be ${types.join(' or ')}`);
  }
}

/** Reads the body as bytes, stopping as soon as it passes `maxBytes` (whatever Content-Length says). */
async function readBodyBytes(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(req.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Strict UTF-8 JSON body within the size limit; anything else is a 4xx HttpError. `types`: the
 * accepted content types (a beacon's JSON comes as text/plain: `funnel`).
 */
export async function readJsonBody(
  req: Request,
  maxBytes: number = MAX_BODY_BYTES,
  types: readonly string[] = ['application/json'],
): Promise<unknown> {
  requireJsonContentType(req, types);
  const bytes = await readBodyBytes(req, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new HttpError('invalid_json', 'Request body is not valid UTF-8', { cause });
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new HttpError('invalid_json', 'Request body is not valid JSON', { cause });
  }
}

/** At most this many issues in a 400 (a body of 60 unknown fields names 20 of them). */
const MAX_ISSUES = 20;

/**
 * Parses `value` with a zod schema; failures become a 400 `invalid_payload` with the field
 * issues (each unknown field named on its own).
 */
export function parseWith<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  message: string,
): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.flatMap((issue): FieldIssue[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code !== 'unrecognized_keys')
      return [{ path, message: issue.message, code: issue.code }];
    return issue.keys.slice(0, MAX_ISSUES).map((key) => ({
      path: (path ? `${path}.${key}` : key).slice(0, 100),
      message: issue.message.slice(0, 300),
      code: issue.code,
    }));
  });
  throw new HttpError('invalid_payload', message, { issues: issues.slice(0, MAX_ISSUES) });
}

/** The request of `contract` (undefined for a GET): read, then parsed with its schema. */
export async function readRequest<C extends FunctionContract>(
  contract: C,
  req: Request,
): Promise<ParsedRequest<C>> {
  if (!contract.request) return undefined as ParsedRequest<C>;
  const empty =
    contract.bodyOptional && (req.body === null || req.headers.get('Content-Length') === '0');
  const body = empty ? {} : await readJsonBody(req, contract.maxBodyBytes, contract.contentTypes);
  return parseWith(
    contract.request,
    body,
    `The ${contract.name} request is invalid`,
  ) as ParsedRequest<C>;
}
