// Packs both packages once (with pnpm and with npm) for every test file of this project.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packAll, type Tarballs } from './support/pack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    tarballs: { pnpm: Tarballs; npm: Tarballs };
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'packed-'));
  const pnpm = await packAll('pnpm', join(dir, 'pnpm'));
  const npm = await packAll('npm', join(dir, 'npm'));
  project.provide('tarballs', { pnpm, npm });
  return () => rmSync(dir, { recursive: true, force: true });
}
