// The `[functions.<name>]` sections of supabase/config.toml that the local gateway and the
// tests read: `verify_jwt` (default true, as the CLI does) and `import_map`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseDir } from './paths.ts';

export interface FunctionSection {
  verifyJwt: boolean;
  importMap: string | undefined;
}

const configTomlPath = join(supabaseDir, 'config.toml');

/** Function name -> its section; functions without one are absent (the CLI then verifies JWTs). */
export function readFunctionSections(path = configTomlPath): Map<string, FunctionSection> {
  const text = readFileSync(path, 'utf8');
  const sections = new Map<string, FunctionSection>();
  for (const match of text.matchAll(/^\[functions\.([\w-]+)\]\n((?:(?!\[).*\n?)*)/gm)) {
    const body = match[2] ?? '';
    const verify = /^verify_jwt\s*=\s*(true|false)\s*$/m.exec(body)?.[1];
    const importMap = /^import_map\s*=\s*"([^"]*)"\s*$/m.exec(body)?.[1];
    sections.set(match[1] as string, { verifyJwt: verify !== 'false', importMap });
  }
  return sections;
}
