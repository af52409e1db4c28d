// `pnpm --filter @hlasovy-asistent/site run bench:typed`: only the typed-turn rows of the site's
// bench (issue 28: a typed turn in a voice call and in the text conversation, median and p95),
// against a fresh local stack and the production build.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { printTable } from '@hlasovy-asistent/browser-testing/bench-table';
import { audioDir, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import { withProductionSite } from './production-site.ts';
import { measureTypedTurns, TYPED_BENCH_ENV, typedTurnRows } from './typed-turns.ts';

const siteDir = join(import.meta.dirname, '..');
await writeMicrophones();
try {
  const result = await withProductionSite(
    join(siteDir, 'dist-bench'),
    ({ url, backend }) =>
      measureTypedTurns({ siteUrl: url, backend, silenceWav: microphoneFile('silence') }),
    { functionsEnv: TYPED_BENCH_ENV },
  );
  printTable(typedTurnRows(result));
} finally {
  rmSync(audioDir(), { recursive: true, force: true });
}
