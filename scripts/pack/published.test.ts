// Which workspace packages npm gets: exactly the two RELEASING.md names. `changeset publish`
// publishes every package without `"private": true`, so a shared package that lost the flag
// would be published by the next release (the validation rules are bundled into voice-client
// instead).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const PUBLISHED = ['packages/platform-api', 'packages/voice-client'];

test('only voice-client and platform-api are publishable; every other manifest is private', () => {
  const manifests = execFileSync('git', ['ls-files', '*package.json'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const publishable = manifests
    .filter((file) => JSON.parse(readFileSync(join(root, file), 'utf8')).private !== true)
    .map((file) => file.replace(/\/?package\.json$/, ''));
  expect(publishable.sort()).toEqual(PUBLISHED);
  const releasing = readFileSync(join(root, 'RELEASING.md'), 'utf8');
  for (const dir of PUBLISHED) {
    const { name } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    expect(releasing).toContain(`\`${name}\``);
  }
});
