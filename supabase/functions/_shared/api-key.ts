// The key check every function does itself (config.toml has `verify_jwt = false` for all of
// them): new projects' publishable keys (`sb_publishable_...`) are not JWTs, so the gateway's
// JWT check would refuse them. Accepted: the project's publishable keys, the legacy anon JWT,
// and the server keys (secret keys, legacy service-role JWT), compared in constant time.
import type { EnvReader } from './env.ts';

/** The keys a caller may present, from what Supabase provides to every function. */
export function acceptedApiKeys(env: EnvReader): string[] {
  const keys: string[] = [];
  for (const name of ['SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS']) {
    const raw = env(name)?.trim();
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object') {
        for (const value of Object.values(parsed)) if (typeof value === 'string') keys.push(value);
      }
    } catch {
      // A malformed list is reported by `health`; the other keys still work.
    }
  }
  for (const name of [
    'SUPABASE_PUBLISHABLE_KEY',
    'SUPABASE_SECRET_KEY',
    'SUPABASE_ANON_KEY',
    'SUPABASE_SERVICE_ROLE_KEY',
  ]) {
    const value = env(name)?.trim();
    if (value) keys.push(value);
  }
  return [...new Set(keys.filter((key) => key.length > 0))];
}

/** The key a request presents: `apikey`, else an `Authorization: Bearer` token. */
function presentedApiKey(req: Request): string | undefined {
  const apikey = req.headers.get('apikey')?.trim();
  if (apikey) return apikey;
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
}

function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  }
  return diff === 0;
}

export type ApiKeyVerdict = 'ok' | 'missing' | 'invalid';

export function checkApiKey(req: Request, accepted: readonly string[]): ApiKeyVerdict {
  const presented = presentedApiKey(req);
  if (!presented) return 'missing';
  let match = false;
  for (const key of accepted) match = sameText(presented, key) || match;
  return match ? 'ok' : 'invalid';
}
