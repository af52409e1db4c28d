/**
 * A file-like value accepted in multipart bodies: Blob/File; Uint8Array (Node Buffer) and
 * ArrayBuffer get wrapped; a web ReadableStream or any async iterable of bytes (a Node
 * `fs.createReadStream`) is read into a Blob first, so the request can be retried.
 */
export type BinaryInput =
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>;

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

async function readStream(stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const iterable = isAsyncIterable(stream) ? stream : streamChunks(stream);
  for await (const chunk of iterable) chunks.push(new Uint8Array(chunk));
  const name = (stream as { path?: unknown }).path;
  return typeof name === 'string'
    ? new File(chunks, name.split(/[\\/]/).pop() ?? 'file')
    : new Blob(chunks);
}

async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function toBlobPart(value: unknown): Promise<Blob | string> {
  if (value instanceof Blob) return value;
  if (value instanceof ArrayBuffer) return new Blob([value]);
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return new Blob([bytes.slice()]);
  }
  if (typeof ReadableStream !== 'undefined' && value instanceof ReadableStream) {
    return readStream(value);
  }
  if (isAsyncIterable(value)) return readStream(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Builds multipart form data; arrays become repeated fields, binary values become files. */
export async function toFormData(body: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  for (const [key, raw] of Object.entries(body)) {
    if (raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const part = await toBlobPart(value);
      if (typeof part === 'string') form.append(key, part);
      else form.append(key, part, part instanceof File ? part.name : key);
    }
  }
  return form;
}

/** Appends query parameters; arrays repeat the key, objects are JSON encoded. */
export function buildUrl(base: string, path: string, query?: Record<string, unknown>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return url.toString();
}
