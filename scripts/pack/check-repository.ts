// `pnpm release` runs this first: the root package.json's repository must be the clone's
// `origin` (see repositoryFields.ts). Exit 1 with the difference; no origin is allowed (a
// release from a plain copy) with a warning.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRepository, readRootRepository } from './repositoryFields.ts';

const root = join(import.meta.dirname, '../..');
const repository = readRootRepository(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
let origin: string | null = null;
try {
  origin = execFileSync('git', ['remote', 'get-url', 'origin'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
} catch {
  console.warn('check-repository: this clone has no origin; publishing with', repository.url);
}
const problem = checkRepository(repository, origin);
if (problem) {
  console.error(`check-repository: ${problem}`);
  process.exit(1);
}
