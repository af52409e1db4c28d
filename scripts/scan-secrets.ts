// Fails when a built bundle contains anything that looks like a secret: PEM private keys,
// JWTs whose role is service_role (or any role but anon), Stripe-style live keys, and the
// values of secret environment variables that happen to be set while building.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Finding {
  file: string;
  kind: string;
  excerpt: string;
}

const SECRET_ENV = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'VAPI_PRIVATE_KEY',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_SECRET',
  'RATE_LIMIT_PEPPER',
  'SUPABASE_DB_URL',
];

function jwtRole(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return typeof json.role === 'string' ? json.role : undefined;
  } catch {
    return undefined;
  }
}

export function scanText(
  text: string,
  env: Record<string, string | undefined> = {},
): Omit<Finding, 'file'>[] {
  const findings: Omit<Finding, 'file'>[] = [];
  for (const m of text.matchAll(/-----BEGIN [A-Z ]*PRIVATE KEY-----/g)) {
    findings.push({ kind: 'PEM private key', excerpt: m[0] });
  }
  for (const m of text.matchAll(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/g)) {
    const role = jwtRole(m[0]);
    if (role !== undefined && role !== 'anon') {
      findings.push({ kind: `JWT with role ${role}`, excerpt: `${m[0].slice(0, 24)}...` });
    }
  }
  for (const m of text.matchAll(/\b(sk_live_[\w]{10,}|sb_secret_[\w-]{10,})/g)) {
    findings.push({ kind: 'secret API key', excerpt: `${(m[1] ?? '').slice(0, 12)}...` });
  }
  for (const name of SECRET_ENV) {
    const value = env[name];
    if (value && value.length >= 8 && text.includes(value)) {
      findings.push({ kind: `value of ${name}`, excerpt: `${value.slice(0, 6)}...` });
    }
  }
  return findings;
}

export function scanDirectory(
  dir: string,
  env: Record<string, string | undefined> = process.env,
): Finding[] {
  const findings: Finding[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (
        /\.(js|mjs|css|html|json|txt|map|xml|webmanifest)$|^_headers$|^_redirects$/.test(name)
      ) {
        for (const f of scanText(readFileSync(full, 'utf8'), env)) {
          findings.push({ file: relative(dir, full), ...f });
        }
      }
    }
  };
  walk(dir);
  return findings;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/scan-secrets.ts <built-site-dir>');
    process.exit(2);
  }
  const findings = scanDirectory(dir);
  for (const f of findings) console.error(`SECRET? ${f.file}: ${f.kind} (${f.excerpt})`);
  console.log(`scanned ${dir}: ${findings.length} finding(s)`);
  process.exit(findings.length ? 1 : 0);
}
