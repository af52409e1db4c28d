/**
 * Downloads Vapi's current public OpenAPI document into `openapi/vapi-openapi-latest.json`
 * and prints which operations appeared or disappeared. The extended document is a one-off
 * reconstruction (see openapi/README.md) and is not refreshed.
 *
 *   pnpm --filter @hlasovy-asistent/platform-api run openapi:refresh [-- --url <document url>]
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { documentsDir } from '../contract/loadDocument.ts';

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'https://api.vapi.ai/api-json' } },
});
const file = join(documentsDir(), 'vapi-openapi-latest.json');

type Doc = { paths: Record<string, Record<string, unknown>> };
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const operations = (doc: Doc) =>
  new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.has(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );

const response = await fetch(values.url as string);
if (!response.ok) {
  console.error(`GET ${values.url} answered ${response.status}; nothing written`);
  process.exit(1);
}
const fresh = (await response.json()) as Doc;
if (!fresh || typeof fresh.paths !== 'object') {
  console.error(`${values.url} did not return an OpenAPI document (no "paths"); nothing written`);
  process.exit(1);
}
const before = operations(JSON.parse(await readFile(file, 'utf8')) as Doc);
const after = operations(fresh);
await writeFile(file, `${JSON.stringify(fresh, null, 2)}\n`);
const added = [...after].filter((op) => !before.has(op));
const removed = [...before].filter((op) => !after.has(op));
console.log(`wrote ${file}: ${after.size} operations (+${added.length} -${removed.length})`);
for (const op of added) console.log(`  + ${op}`);
for (const op of removed) console.log(`  - ${op}`);
console.log('next: pnpm --filter @hlasovy-asistent/platform-api run generate, then the tests');
