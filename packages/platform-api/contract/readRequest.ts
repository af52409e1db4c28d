import type { IncomingMessage } from 'node:http';

/** A multipart file as the contract server saw it. */
export interface ReceivedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  text: string;
}

export interface ReadBody {
  raw: Buffer;
  /** Parsed JSON, multipart fields (files as their names), or undefined when empty. */
  value: unknown;
  files: ReceivedFile[];
  error?: string;
}

async function collect(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readMultipart(raw: Buffer, contentType: string): Promise<ReadBody> {
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': contentType },
  }).formData();
  const value: Record<string, unknown[]> = {};
  const files: ReceivedFile[] = [];
  for (const [field, entry] of form.entries()) {
    let item: unknown = entry;
    if (typeof entry !== 'string') {
      const text = await entry.text();
      files.push({ field, name: entry.name, type: entry.type, size: entry.size, text });
      item = entry.name;
    }
    value[field] = [...(value[field] ?? []), item];
  }
  return { raw, value, files };
}

/** Reads and parses the body by content type; never throws (parse failures go to `error`). */
export async function readRequest(req: IncomingMessage): Promise<ReadBody> {
  const raw = await collect(req);
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { raw, value: undefined, files: [] };
  try {
    if (type.startsWith('multipart/form-data')) return await readMultipart(raw, type);
    if (type.includes('json')) return { raw, value: JSON.parse(raw.toString('utf8')), files: [] };
    return {
      raw,
      value: raw.toString('utf8'),
      files: [],
      error: `unsupported content-type ${type}`,
    };
  } catch (error) {
    return { raw, value: undefined, files: [], error: `unparsable body: ${String(error)}` };
  }
}

/** Multipart fields hold arrays; keep arrays only where the schema wants an array. */
export function shapeMultipart(
  value: Record<string, unknown[]>,
  properties: Record<string, { type?: string }>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, items] of Object.entries(value)) {
    out[key] = properties[key]?.type === 'array' ? items : items[0];
  }
  return out;
}
