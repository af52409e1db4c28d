// `pnpm bench:voice-site` (root) or `pnpm --filter @hlasovy-asistent/site run bench:voice-site`: only the
// site's real-call rows (part of the site's bench), with the voice client's WebSocket rows from
// the `table` of the last `pnpm --filter @hlasovy-asistent/voice-client run bench` when present.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchRow, printTable } from '@hlasovy-asistent/browser-testing/bench-table';
import { withProductionSite } from './production-site.ts';
import { measureRealCall, realCallRows } from './real-call-rows.ts';

const siteDir = join(import.meta.dirname, '..');
const voiceClientJson = join(siteDir, '..', '..', 'bench-results', 'voice-client.json');
const result = await withProductionSite(join(siteDir, 'dist-bench'), ({ url, dir }) =>
  measureRealCall(url, dir),
);
const voiceClient = existsSync(voiceClientJson)
  ? (JSON.parse(readFileSync(voiceClientJson, 'utf8')) as { table?: BenchRow[] })
  : undefined;
printTable([
  ...realCallRows(result),
  ...(voiceClient?.table ?? []).filter((row) => /WebSocket/.test(row.figure)),
]);
console.log(JSON.stringify(result.clickToAudio.samples));
