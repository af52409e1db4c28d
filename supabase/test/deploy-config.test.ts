// supabase/config.toml and the README's deploy commands agree on JWT verification per function,
// and every deployable function has its config section and its deploy command.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFunctions } from '@repo/local-stack';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const config = readFileSync(join(root, 'supabase/config.toml'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const functions = listFunctions(join(root, 'supabase/functions'));

/** `verify_jwt` of `[functions.<name>]`, or undefined without a section. */
function verifyJwt(name: string): boolean | undefined {
  const section = new RegExp(`^\\[functions\\.${name}\\]\\n((?:(?!\\[).*\\n?)*)`, 'm').exec(config);
  if (!section) return undefined;
  const value = /^verify_jwt\s*=\s*(true|false)/m.exec(section[1] ?? '')?.[1];
  return value === undefined ? true : value === 'true';
}

/** The README's `supabase functions deploy <name> [flags]` lines, by function. */
const deployLines = new Map(
  [...readme.matchAll(/supabase functions deploy ([\w-]+)([^\n]*)/g)].map((m) => [
    m[1] as string,
    m[2] ?? '',
  ]),
);

describe('deploy configuration', () => {
  test('there are functions to check', () => {
    expect(functions).toEqual(expect.arrayContaining(['handle-demo-request', 'vapi-config']));
  });

  test.each(functions)('%s has a [functions.%s] section with verify_jwt', (name) => {
    expect(verifyJwt(name)).toBeTypeOf('boolean');
  });

  test.each(functions)('%s: the README deploys it the way config.toml says', (name) => {
    const flags = deployLines.get(name);
    expect(flags, `README deploys ${name}`).toBeDefined();
    expect(flags?.includes('--no-verify-jwt')).toBe(verifyJwt(name) === false);
  });
});
