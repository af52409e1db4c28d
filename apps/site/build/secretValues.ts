// What a secret looks like, for the two guards that keep secrets out of the page: the check of
// the VITE_* settings before a build (deployCheck.ts) and the scan of the built files
// (scripts/scan-secrets.ts). Which settings are secrets comes from @hlasovy-asistent/validation
// (FUNCTION_SETTINGS' secret kinds and the deploy's credentials), never from a list here.
import { secretSettingNames } from '@hlasovy-asistent/validation';

export interface SecretMatch {
  kind: string;
  /** The first characters only: a report never repeats a secret. */
  excerpt: string;
}

type Env = Record<string, string | undefined>;

/** Turnstile site keys have at most 32 characters; its secret keys 35 (`0x4AAAAAAA...`). */
const TURNSTILE_SITE_KEY_MAX = 32;

function jwtRole(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      role?: unknown;
    };
    return typeof json.role === 'string' ? json.role : undefined;
  } catch {
    return undefined;
  }
}

const cut = (value: string, length = 12) => `${value.slice(0, length)}...`;

/** Every secret-shaped piece of `text`: keys whose form alone says they are secret. */
export function secretShapes(text: string): SecretMatch[] {
  const found: SecretMatch[] = [];
  for (const m of text.matchAll(/-----BEGIN [A-Z ]*PRIVATE KEY-----/g)) {
    found.push({ kind: 'PEM private key', excerpt: m[0] });
  }
  for (const m of text.matchAll(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/g)) {
    const role = jwtRole(m[0]);
    if (role !== undefined && role !== 'anon') {
      found.push({ kind: `JWT with role ${role}`, excerpt: cut(m[0], 24) });
    }
  }
  for (const m of text.matchAll(/\b(sk_live_\w{10,}|sb_secret_[\w-]{10,})/g)) {
    found.push({ kind: 'secret API key', excerpt: cut(m[1] ?? '') });
  }
  for (const m of text.matchAll(/\bsbp_[0-9a-f]{40}\b/g)) {
    found.push({ kind: 'Supabase access token', excerpt: cut(m[0], 8) });
  }
  for (const m of text.matchAll(/(?<![\w-])[0-3]x[\w-]{33}(?![\w-])/g)) {
    found.push({ kind: 'Turnstile secret key', excerpt: cut(m[0], 6) });
  }
  return found;
}

/** The secret settings set in `env` ([name, value]); values too short to search are left out. */
export function secretValues(env: Env): [string, string][] {
  return secretSettingNames()
    .map((name): [string, string] => [name, (env[name] ?? '').trim()])
    .filter(([, value]) => value.length >= 8);
}

/**
 * VITE_* settings (compiled into the page) that hold a secret: the value of a secret setting,
 * or a value shaped like a secret key. One line each, naming the setting, never the value.
 */
export function publicSecretProblems(env: Env): string[] {
  const secrets = secretValues(env);
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(env)) {
    const value = (raw ?? '').trim();
    if (!name.startsWith('VITE_') || value === '') continue;
    const same = secrets.find(([, secret]) => secret === value);
    const shape = secretShapes(value)[0];
    if (same) {
      problems.push(`${name} holds the value of ${same[0]}: a secret must never be in the page`);
    } else if (shape) {
      problems.push(`${name} looks like a ${shape.kind}: a secret must never be in the page`);
    } else if (name === 'VITE_TURNSTILE_SITE_KEY' && value.length > TURNSTILE_SITE_KEY_MAX) {
      problems.push(
        `${name} is longer than a Turnstile site key (${TURNSTILE_SITE_KEY_MAX} characters at most): is it the secret key?`,
      );
    }
  }
  return problems;
}
