// Fails when a built bundle contains anything that looks like a secret: PEM private keys, JWTs
// whose role is not anon, secret API keys, Supabase access tokens, Turnstile secret keys
// (apps/site/build/secretValues.ts), and the value of every secret setting set while building
// (FUNCTION_SETTINGS' secrets and the deploy's credentials, derived from those tables).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type SecretMatch, secretShapes, secretValues } from '../apps/site/build/secretValues.ts';

export interface Finding extends SecretMatch {
  file: string;
}

export function scanText(
  text: string,
  env: Record<string, string | undefined> = {},
): SecretMatch[] {
  const findings = secretShapes(text);
  for (const [name, value] of secretValues(env)) {
    if (text.includes(value))
      findings.push({ kind: `value of ${name}`, excerpt: `${value.slice(0, 6)}...` });
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
