// Where the published packages come from, written once: the root package.json's `repository`.
// Each published manifest gets `repository` (with its folder), `homepage` and `bugs` derived
// from it at pack time, so a fork changes one line. `checkRepository` compares it with the
// clone's `origin` before a release (npm's provenance refuses a package whose repository is not
// the one it was built from).

export interface RootRepository {
  type?: string;
  url: string;
}

/** `git+https://github.com/o/r.git`, `https://github.com/o/r`, `git@github.com:o/r.git` -> `https://github.com/o/r`. */
export function webUrl(url: string): string {
  const trimmed = url
    .trim()
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/\/$/, '');
  const scp = /^[\w.-]+@([\w.-]+):(.+)$/.exec(trimmed);
  if (scp) return `https://${scp[1]}/${scp[2]}`;
  const parsed = new URL(trimmed.replace(/^(ssh|git):\/\//, 'https://'));
  return `https://${parsed.host.replace(/^[^@]*@/, '')}${parsed.pathname}`.replace(/\/$/, '');
}

/** The root's `repository`, checked: an object or a string with an http(s)/git URL. */
export function readRootRepository(manifest: Record<string, unknown>): RootRepository {
  const field = manifest.repository;
  const url = typeof field === 'string' ? field : (field as RootRepository | undefined)?.url;
  if (typeof url !== 'string' || url === '')
    throw new Error(
      'the root package.json has no repository.url: set it to where this repository lives',
    );
  webUrl(url); // throws on something that is not a URL
  return { type: 'git', url };
}

/** `repository`, `homepage` and `bugs` of the package in `directory` (relative to the root). */
export function repositoryFields(root: RootRepository, directory: string) {
  const web = webUrl(root.url);
  return {
    homepage: `${web}/tree/main/${directory}#readme`,
    repository: { type: root.type ?? 'git', url: `git+${web}.git`, directory },
    bugs: { url: `${web}/issues` },
  };
}

/** Null when `origin` names the same repository (or there is no origin), else what differs. */
export function checkRepository(root: RootRepository, origin: string | null): string | null {
  if (origin === null) return null;
  const want = webUrl(root.url).toLowerCase();
  const have = webUrl(origin).toLowerCase();
  return want === have
    ? null
    : `package.json repository.url is ${want} but this clone's origin is ${have}: set repository.url in the root package.json to the repository you publish from`;
}
