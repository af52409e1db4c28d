import { HttpError } from './errors.ts';

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
  maxBytes = MAX_BODY_BYTES,
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
