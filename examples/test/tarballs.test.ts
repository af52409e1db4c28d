// The packed packages as npm and pnpm produce them: manifest, files, source maps, licence, and
// the two linters of published packages (publint, Are The Types Wrong).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { PUBLISHED } from './support/pack.ts';
import { REPO_ROOT, run } from './support/run.ts';
import { exportTargets, type Unpacked, unpack } from './support/unpack.ts';

const work = mkdtempSync(join(tmpdir(), 'published-'));
const MANAGERS = ['pnpm', 'npm'] as const;
const tarballs = inject('tarballs');
const unpacked = {} as Record<string, Unpacked>;
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

beforeAll(async () => {
  for (const manager of MANAGERS) {
    for (const name of PUBLISHED)
      unpacked[`${manager} ${name}`] = await unpack(
        tarballs[manager][name],
        join(work, `${manager}-${name}`),
      );
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cases = MANAGERS.flatMap((manager) => PUBLISHED.map((name) => `${manager} ${name}`));

describe.each(cases)('%s pack', (key) => {
  const pkg = () => unpacked[key] as Unpacked;

  test('every exports target is in the package', () => {
    const targets = exportTargets(pkg().manifest.exports);
    expect(targets.length).toBeGreaterThan(2);
    expect(targets.filter((t) => !pkg().files.includes(t))).toEqual([]);
    expect(targets.every((t) => t === './package.json' || t.startsWith('./dist/'))).toBe(true);
  });

  test('no workspace: or catalog: specifier, no devDependencies, no publishConfig.exports', () => {
    const text = readFileSync(join(pkg().dir, 'package.json'), 'utf8');
    expect(text).not.toMatch(/"(workspace|catalog):/);
    expect(pkg().manifest.devDependencies).toBeUndefined();
    expect(JSON.stringify(pkg().manifest.publishConfig ?? {})).not.toContain('exports');
    // only our other published package may be named (voice-client uses platform-api's wire
    // protocol); a private workspace package never
    for (const field of DEPENDENCY_FIELDS)
      for (const name of Object.keys((pkg().manifest[field] as object) ?? {}))
        expect(
          name.startsWith('@hlasovy-asistent/') && name !== '@hlasovy-asistent/platform-api',
          `${field} ${name}`,
        ).toBe(false);
  });

  test('repository, homepage and bugs name the folder of the one repository', () => {
    const { repository, homepage, bugs } = pkg().manifest as {
      repository?: { url?: string; directory?: string };
      homepage?: string;
      bugs?: { url?: string };
    };
    const folder = `packages/${key.split(' ')[1]}`;
    expect(repository?.directory).toBe(folder);
    expect(repository?.url).toMatch(/^git\+https:\/\/\S+\.git$/);
    const web = repository?.url?.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(homepage).toBe(`${web}/tree/main/${folder}#readme`);
    expect(bugs?.url).toBe(`${web}/issues`);
  });

  test('MIT licence: the field and the file', () => {
    expect(pkg().manifest.license).toBe('MIT');
    expect(pkg().files).toContain('./LICENSE');
    expect(readFileSync(join(pkg().dir, 'LICENSE'), 'utf8')).toContain('MIT License');
  });

  test('every source map carries its sources (nothing points outside the package)', () => {
    const maps = pkg().files.filter((f) => f.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(5);
    const broken = maps.filter((file) => {
      const map = JSON.parse(readFileSync(join(pkg().dir, file), 'utf8')) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      return map.sources.some((_, i) => typeof map.sourcesContent?.[i] !== 'string');
    });
    expect(broken).toEqual([]);
  });

  test('publint: no errors, warnings or suggestions', async () => {
    const tarball = tarballs[key.split(' ')[0] as 'pnpm'][key.split(' ')[1] as 'voice-client'];
    const result = await run('pnpm', ['exec', 'publint', 'run', tarball, '--strict'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(result.stdout + result.stderr).toContain('All good!');
    expect(result.code).toBe(0);
  });

  test('types resolve under bundler and node16/nodenext from ESM (attw, esm-only profile)', async () => {
    const tarball = tarballs[key.split(' ')[0] as 'pnpm'][key.split(' ')[1] as 'voice-client'];
    const result = await run(
      'pnpm',
      ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'json'],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '' } },
    );
    const report = JSON.parse(result.stdout) as {
      analysis: { problems: { kind: string; resolutionKind?: string }[] };
    };
    // The esm-only profile: CommonJS without require(esm) (node10, node16-cjs) is out of scope;
    // require(esm) under nodenext is checked with the Node example.
    const problems = report.analysis.problems.filter(
      (p) => p.resolutionKind !== 'node10' && p.resolutionKind !== 'node16-cjs',
    );
    expect(problems).toEqual([]);
    expect(result.code).toBe(0);
  });
});

describe('voice-client as published', () => {
  test('depends on zod and our platform-api (wire protocol); daily-js and react are optional peers', () => {
    for (const manager of MANAGERS) {
      const { manifest } = unpacked[`${manager} voice-client`] as Unpacked;
      expect(manifest.dependencies).toEqual({
        '@hlasovy-asistent/platform-api': '^0.1.0',
        zod: expect.any(String),
      });
      expect(manifest.peerDependenciesMeta).toEqual({
        '@daily-co/daily-js': { optional: true },
        react: { optional: true },
      });
      expect(manifest.engines).toBeUndefined();
    }
  });

  test('no code reaches libphonenumber-js or the unpublished validation package', () => {
    const pkg = unpacked['npm voice-client'] as Unpacked;
    const code = pkg.files.filter((f) => /\.(js|d\.ts)$/.test(f));
    const leaks = code.filter((f) =>
      /libphonenumber|@hlasovy-asistent\/validation/.test(readFileSync(join(pkg.dir, f), 'utf8')),
    );
    expect(leaks).toEqual([]);
  });

  test('the root entry is transport-neutral: nothing it imports reaches Daily', () => {
    const pkg = unpacked['npm voice-client'] as Unpacked;
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(join(pkg.dir, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
        if (!spec?.startsWith('.')) continue;
        visit(`./${join(file, '..', spec)}`);
      }
    };
    visit('./dist/index.js');
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter((f) => f.includes('/daily/'))).toEqual([]);
    const importsDaily = [...seen].filter((f) =>
      /(from|import\()\s*["']@daily-co/.test(readFileSync(join(pkg.dir, f), 'utf8')),
    );
    expect(importsDaily).toEqual([]);
  });
});

describe('platform-api as published', () => {
  test('needs Node >= 20 and only zod (for the voice-socket entry) at run time', () => {
    const { manifest } = unpacked['npm platform-api'] as Unpacked;
    expect(manifest.engines).toEqual({ node: '>=20' });
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['zod']);
  });
});

describe('publish (dry run)', () => {
  test.each(PUBLISHED)(
    'npm publish and pnpm publish of the %s tarball, --dry-run',
    async (name) => {
      const npm = await run(
        'npm',
        ['publish', tarballs.npm[name], '--dry-run', '--access', 'public'],
        {
          cwd: work,
        },
      );
      expect(npm.stderr).toContain('(dry-run)');
      expect(npm.code).toBe(0);
      const pnpm = await run(
        'pnpm',
        ['publish', tarballs.pnpm[name], '--dry-run', '--access', 'public', '--no-git-checks'],
        { cwd: work, env: { PATH: process.env.PATH ?? '' } },
      );
      expect(pnpm.stdout + pnpm.stderr).toMatch(/dry run/);
      expect(pnpm.code).toBe(0);
    },
  );
});
