/** A file-like value accepted in multipart bodies (Blob/File; Uint8Array/ArrayBuffer get wrapped). */
export type BinaryInput = Blob | ArrayBuffer | ArrayBufferView;

function toBlobPart(value: unknown): Blob | string {
  if (value instanceof Blob) return value;
  if (value instanceof ArrayBuffer) return new Blob([value]);
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return new Blob([bytes.slice()]);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Builds multipart form data; arrays become repeated fields, binary values become files. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, raw] of Object.entries(body)) {
    if (raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const part = toBlobPart(value);
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
