// `pnpm bench:voice-site`: only the site's real-call rows (part of `pnpm bench`), with the
// voice-client rows of the last `pnpm --filter @repo/voice-client run bench` when present.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRows } from './package-rows.ts';
import { withProductionSite } from './production-site.ts';
import { measureRealCall, realCallRows } from './real-call-rows.ts';
import { printTable } from './table.ts';

const root = join(import.meta.dirname, '../..');
const voiceClientJson = join(root, 'bench-results/voice-client.json');
const result = await withProductionSite(join(root, 'apps/site/dist-bench'), ({ url, dir }) =>
  measureRealCall(url, dir),
);
const voiceClient = existsSync(voiceClientJson)
  ? JSON.parse(readFileSync(voiceClientJson, 'utf8'))
  : undefined;
printTable([
  ...realCallRows(result),
  ...packageRows({ voiceClient }).filter((row) => /WebSocket/.test(row.figure)),
]);
console.log(JSON.stringify(result.clickToAudio.samples));
