// Which functions the gateway lets through without a Supabase key: those whose
// `[functions.<name>]` section in supabase/config.toml says `verify_jwt = false` (the hosted
// gateway reads the same setting at deploy time). Today: vapi-events, called by Vapi.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseDir } from './paths.ts';

/** Names of the functions configured with `verify_jwt = false` in this config.toml text. */
export function functionsWithoutJwt(configToml: string): Set<string> {
  const names = new Set<string>();
  const sections = configToml.split(/^(?=\[)/m);
  for (const section of sections) {
    const name = /^\[functions\.([\w-]+)\]/.exec(section)?.[1];
    if (name && /^verify_jwt\s*=\s*false\s*$/m.test(section)) names.add(name);
  }
  return names;
}

export function readFunctionsWithoutJwt(dir = supabaseDir): Set<string> {
  return functionsWithoutJwt(readFileSync(join(dir, 'config.toml'), 'utf8'));
}
