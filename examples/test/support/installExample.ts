// Copies an example out of the repository into a temp folder and installs it with npm: the
// packages of this repository from their packed tarballs, everything else from the registry.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Tarballs } from './pack.ts';
import { REPO_ROOT, runOk } from './run.ts';

const OURS: Record<string, keyof Tarballs> = {
  '@hlasovy-asistent/voice-client': 'voice-client',
  '@hlasovy-asistent/platform-api': 'platform-api',
};

/** `source`: a folder of `examples/` (`vite-react`, `test/fixtures/types`). */
export async function installExample(source: string, tarballs: Tarballs): Promise<string> {
  const name = basename(source);
  const dir = join(mkdtempSync(join(tmpdir(), `example-${name}-`)), name);
  cpSync(join(REPO_ROOT, 'examples', source), dir, {
    recursive: true,
    filter: (src) => !/node_modules|dist/.test(src),
  });
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  for (const deps of [manifest.dependencies, manifest.devDependencies])
    for (const dep of Object.keys(deps ?? {})) {
      const ours = OURS[dep];
      if (ours && deps) deps[dep] = `file:${tarballs[ours]}`;
    }
  // Our packages depend on each other (voice-client on platform-api's wire protocol): npm takes
  // those from the tarballs too, never from the registry.
  (manifest as { overrides?: Record<string, string> }).overrides = Object.fromEntries(
    Object.entries(OURS).map(([name, key]) => [name, `file:${tarballs[key]}`]),
  );
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  await runOk('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    timeoutMs: 400_000,
  });
  return dir;
}
