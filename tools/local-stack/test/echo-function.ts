// A throwaway Edge Function for gateway tests: answers with what it received.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ECHO_SOURCE = `
Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: { 'access-control-allow-origin': '*', 'x-echo': 'preflight' },
    });
  }
  const url = new URL(req.url);
  // ?relay=<url>: fetch it (the local clock's header travels with the function's own requests)
  const relay = url.searchParams.get('relay');
  const relayed = relay ? (await fetch(relay)).status : null;
  return Response.json({
    now: new Date().toISOString(),
    dateNow: Date.now(),
    relayed,
    method: req.method,
    path: url.pathname + url.search,
    headers: Object.fromEntries(req.headers),
    body: await req.text(),
    env: {
      SUPABASE_URL: Deno.env.get('SUPABASE_URL'),
      SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY'),
      SITE_ORIGINS: Deno.env.get('SITE_ORIGINS'),
      CUSTOM_SECRET: Deno.env.get('CUSTOM_SECRET'),
    },
    waitUntil: typeof globalThis.EdgeRuntime?.waitUntil,
  });
});
`;

/** A functions folder with `echo/index.ts` and a `_shared` folder that must be skipped. */
export function createEchoFunctionsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stack-test-functions-'));
  mkdirSync(join(dir, 'echo'));
  writeFileSync(join(dir, 'echo', 'index.ts'), ECHO_SOURCE);
  mkdirSync(join(dir, '_shared'));
  writeFileSync(join(dir, '_shared', 'index.ts'), 'throw new Error("_shared must not be served");');
  return dir;
}
