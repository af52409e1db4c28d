import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const candidates = [
  process.env.DENO_BIN,
  fileURLToPath(new URL('../../../supabase/node_modules/.bin/deno', import.meta.url)),
  fileURLToPath(new URL('../../../node_modules/.pnpm/node_modules/.bin/deno', import.meta.url)),
];
const deno = candidates.find((p): p is string => Boolean(p && existsSync(p)));

describe.skipIf(!deno)('Deno runs src/index.ts (no Node-only APIs)', () => {
  test('calls.create and a multipart upload through an injected fetch', () => {
    const script = fileURLToPath(new URL('./deno/smoke.ts', import.meta.url));
    const out = execFileSync(deno as string, ['run', '--no-remote', '--no-prompt', script], {
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      call: { id: 'call-1' },
      seen: [
        'POST https://api.vapi.ai/call Bearer deno-token -',
        'POST https://api.vapi.ai/file Bearer deno-token 3',
      ],
    });
  });
});
