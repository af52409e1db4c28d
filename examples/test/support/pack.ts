// Packs the published packages the way a release does: `pnpm pack` (or `npm pack`) in the
// package's folder, which runs its prepack (build + publish manifest) and postpack.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, runOk } from './run.ts';

export const PUBLISHED = ['voice-client', 'platform-api'] as const;
type Published = (typeof PUBLISHED)[number];
export type Tarballs = Record<Published, string>;

export async function packAll(manager: 'pnpm' | 'npm', dest: string): Promise<Tarballs> {
  mkdirSync(dest, { recursive: true });
  const out = {} as Tarballs;
  for (const name of PUBLISHED) {
    const dir = join(REPO_ROOT, 'packages', name);
    const before = new Set(readdirSync(dest));
    // The workspace's pnpm and Node run the pack (the build needs Node >= 22.12).
    await runOk(manager, ['pack', '--pack-destination', dest], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
    });
    const made = readdirSync(dest).filter((f) => f.endsWith('.tgz') && !before.has(f));
    if (made.length !== 1) throw new Error(`${manager} pack of ${name} made ${made.join(', ')}`);
    out[name] = join(dest, made[0] as string);
  }
  return out;
}
