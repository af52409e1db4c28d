// The manifest a package is published with: `publishConfig.exports` (dist/) in place of the
// workspace's exports (src/), `catalog:` versions resolved from pnpm-workspace.yaml, no
// devDependencies. A `workspace:` dependency on another published package of this repository
// becomes `^<its version>` (voice-client uses platform-api's wire protocol); one on a private
// package is refused: what the package needs from it is bundled by its build. npm and pnpm pack
// the same manifest.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Manifest = Record<string, unknown> & {
  name: string;
  exports?: unknown;
  publishConfig?: Record<string, unknown>;
};

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** The directory holding pnpm-workspace.yaml, from `start` upwards. */
export function workspaceRoot(start: string): string {
  let dir = start;
  for (;;) {
    try {
      readFileSync(join(dir, 'pnpm-workspace.yaml'));
      return dir;
    } catch {
      const up = dirname(dir);
      if (up === dir) throw new Error(`no pnpm-workspace.yaml above ${start}`);
      dir = up;
    }
  }
}

/** The `catalog:` block of pnpm-workspace.yaml (one `name: version` a line). */
export function readCatalog(yaml: string): Record<string, string> {
  const catalog: Record<string, string> = {};
  let inside = false;
  for (const line of yaml.split('\n')) {
    if (/^catalog:\s*$/.test(line)) {
      inside = true;
      continue;
    }
    if (!inside) continue;
    if (/^\S/.test(line)) break;
    const m = /^\s+(?:"([^"]+)"|([^\s:"]+)):\s+(.+?)\s*$/.exec(line);
    const name = m?.[1] ?? m?.[2];
    if (name && m?.[3]) catalog[name] = m[3].replace(/^["']|["']$/g, '');
  }
  return catalog;
}

/** Published (non-private) packages of the workspace: name -> version. */
export type PublishedSiblings = Readonly<Record<string, string>>;

export function toPublishManifest(
  manifest: Manifest,
  catalog: Record<string, string>,
  siblings: PublishedSiblings = {},
): Manifest {
  const { devDependencies: _dev, publishConfig, ...rest } = manifest;
  const out: Manifest = { ...rest };
  const { exports: publishExports, ...publishRest } = publishConfig ?? {};
  if (publishExports !== undefined) out.exports = publishExports;
  if (Object.keys(publishRest).length > 0) out.publishConfig = publishRest;
  for (const field of DEPENDENCY_FIELDS) {
    const deps = manifest[field] as Record<string, string> | undefined;
    if (!deps) continue;
    out[field] = Object.fromEntries(
      Object.entries(deps).map(([name, spec]) => {
        const sibling = siblings[name];
        if (spec.startsWith('workspace:') && sibling) return [name, `^${sibling}`];
        if (spec.startsWith('workspace:'))
          throw new Error(
            `${manifest.name}: ${field} names the workspace package ${name}; bundle it instead`,
          );
        if (spec === 'catalog:' || spec === 'catalog:default') {
          const version = catalog[name];
          if (!version) throw new Error(`${manifest.name}: ${name} is not in the catalog`);
          return [name, version];
        }
        if (spec.startsWith('catalog:'))
          throw new Error(`${manifest.name}: named catalogs are not supported (${name})`);
        return [name, spec];
      }),
    );
  }
  return out;
}
