// `pnpm --filter @hlasovy-asistent/site run bench:typed`: only the typed-turn rows of the site's
// bench (issue 28: a typed turn in a voice call and in the text conversation, median and p95),
// against a fresh local stack and the production build.
import { join } from 'node:path';
import { printTable } from '@hlasovy-asistent/browser-testing/bench-table';
import { withProductionSite } from './production-site.ts';
import { measureTypedTurns, TYPED_BENCH_ENV, typedTurnRows } from './typed-turns.ts';

const siteDir = join(import.meta.dirname, '..');
const result = await withProductionSite(
  join(siteDir, 'dist-bench'),
  ({ url, backend }) => measureTypedTurns({ siteUrl: url, backend }),
  { functionsEnv: TYPED_BENCH_ENV },
);
printTable(typedTurnRows(result));
console.log(JSON.stringify(result));
