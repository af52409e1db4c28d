// The published types, from the packed tarballs installed outside the repository: every
// TypeScript block of the two package READMEs compiles under `strict` (skipLibCheck off), and
// every entry resolves under node16 and nodenext, from ESM and (nodenext) from CommonJS.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { codeBlocks } from './support/codeBlocks.ts';
import { installExample } from './support/installExample.ts';
import { REPO_ROOT, run } from './support/run.ts';

const tarballs = inject('tarballs').npm;
const READMES = ['voice-client', 'platform-api'] as const;

let dir = '';
beforeAll(async () => {
  dir = await installExample('test/fixtures/types', tarballs);
});

const tsc = (project: string) =>
  run(join(dir, 'node_modules/.bin/tsc'), ['-p', project], { cwd: dir });

describe('README snippets', () => {
  test('each package README starts with install, then a TypeScript snippet', () => {
    for (const name of READMES) {
      const text = readFileSync(join(REPO_ROOT, 'packages', name, 'README.md'), 'utf8');
      const sections = text.split(/^## /m);
      expect(sections[1]?.startsWith('Install'), name).toBe(true);
      expect(sections[1], name).toContain(`npm install @hlasovy-asistent/${name}`);
      const firstCode = text.indexOf('```ts');
      expect(firstCode, name).toBeGreaterThan(text.indexOf('## Install'));
      expect(firstCode, name).toBeLessThan(
        text.indexOf('\n## ', text.indexOf('## Install') + 3) + 2000,
      );
    }
  });

  test('every ts/tsx block of the package READMEs compiles under strict', async () => {
    mkdirSync(join(dir, 'readme'), { recursive: true });
    let count = 0;
    for (const name of READMES) {
      const text = readFileSync(join(REPO_ROOT, 'packages', name, 'README.md'), 'utf8');
      for (const block of codeBlocks(text)) {
        writeFileSync(join(dir, 'readme', `${name}-line${block.line}.${block.lang}`), block.code);
        count += 1;
      }
    }
    expect(count).toBeGreaterThanOrEqual(12);
    const result = await tsc('tsconfig.readme.json');
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  test('the snippet check fails on a snippet that does not compile', async () => {
    mkdirSync(join(dir, 'broken'), { recursive: true });
    writeFileSync(
      join(dir, 'broken/broken.ts'),
      "import { VoiceClientCore } from '@hlasovy-asistent/voice-client';\nnew VoiceClientCore({});\n",
    );
    writeFileSync(
      join(dir, 'tsconfig.broken.json'),
      JSON.stringify({ extends: './tsconfig.readme.json', include: ['broken'] }),
    );
    const result = await tsc('tsconfig.broken.json');
    expect(result.stdout).toContain('broken.ts');
    expect(result.code).not.toBe(0);
  });
});

describe('module resolution', () => {
  test.each(['node16', 'nodenext'])('every entry type-checks under %s', async (mode) => {
    const result = await tsc(`tsconfig.${mode}.json`);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
