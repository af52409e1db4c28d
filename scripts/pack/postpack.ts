// `postpack` of each published package: puts the workspace manifest back and removes the copied
// LICENSE (see prepack.ts).
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const backup = join(dir, 'node_modules', '.workspace-package.json');
if (existsSync(backup)) renameSync(backup, join(dir, 'package.json'));
rmSync(join(dir, 'LICENSE'), { force: true });
