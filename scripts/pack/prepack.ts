// `prepack` of each published package (run in the package's directory, after its build): keeps
// the workspace manifest in node_modules/ and writes the publish manifest in its place, so that
// `npm pack` and `pnpm pack` ship the same package.json; copies the root LICENSE next to it. `postpack` (postpack.ts) restores it.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { type Manifest, readCatalog, toPublishManifest, workspaceRoot } from './publishManifest.ts';
import { readRootRepository, repositoryFields } from './repositoryFields.ts';

const dir = process.cwd();
const manifestPath = join(dir, 'package.json');
const backup = join(dir, 'node_modules', '.workspace-package.json');
if (existsSync(backup))
  throw new Error(
    `prepack: ${backup} exists (an earlier pack did not finish); run postpack or restore it first`,
  );
const text = readFileSync(manifestPath, 'utf8');
const root = workspaceRoot(dir);
const catalog = readCatalog(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
// The packages this repository publishes (packages/* without `private`), by name.
const siblings = Object.fromEntries(
  readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest & { version: string })
    .filter((pkg) => pkg.private !== true)
    .map((pkg) => [pkg.name, pkg.version]),
);
const rootRepository = readRootRepository(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>,
);
const published = {
  ...toPublishManifest(JSON.parse(text) as Manifest, catalog, siblings),
  // where it comes from: one URL in the root package.json
  ...repositoryFields(rootRepository, relative(root, dir).split('\\').join('/')),
};
mkdirSync(join(dir, 'node_modules'), { recursive: true });
writeFileSync(backup, text);
writeFileSync(manifestPath, `${JSON.stringify(published, null, 2)}\n`);
// The licence is the repository's (one file at the root); npm packs only the package's own.
copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
