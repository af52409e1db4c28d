import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sanitizeDocument } from './sanitizeDocument.ts';

export type DocumentName = 'extended' | 'latest';

/** Minimal OpenAPI 3.0 shape the contract server reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The vendored documents in `openapi/` of this package (see openapi/README.md). */
export function documentsDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
}

const cache = new Map<DocumentName, OpenApiDocument>();

/** Reads `vapi-openapi-<name>.json` once per process, sanitized (see sanitizeDocument). */
export function loadDocument(name: DocumentName): OpenApiDocument {
  let doc = cache.get(name);
  if (!doc) {
    const file = join(documentsDir(), `vapi-openapi-${name}.json`);
    doc = sanitizeDocument(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument);
    cache.set(name, doc);
  }
  return doc;
}
