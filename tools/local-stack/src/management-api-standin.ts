// A local stand-in for the Supabase Management API (the host the `supabase` CLI talks to for
// `link`, `secrets set|list|unset` and `functions deploy --use-api`). It answers the few routes those
// commands call and records what they send: the files of every function upload (multipart,
// one `file` part per source file named by its path, plus a `metadata` JSON part) and the
// names of the secrets set (never their values). Point the CLI at it with `--profile` and the
// file `writeCliProfile` writes. Used by test/deploy-upload.test.ts and `deploy.sh --dry-run`.
import { writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { readBody, type StandinHandler, send, serveStandin } from './json-api-standin.ts';

/** What one `functions deploy` sent for one function. */
export interface FunctionUpload {
  slug: string;
  /** The `metadata` part: entrypoint_path, import_map_path, verify_jwt, static_patterns, name. */
  metadata: Record<string, unknown>;
  /** Uploaded path (relative to where the CLI ran) -> file contents. */
  files: Map<string, string>;
}

export interface ManagementApiStandin {
  url: string;
  projectRef: string;
  /** Last upload per function slug. */
  uploads: ReadonlyMap<string, FunctionUpload>;
  /** Names of the secrets set, in order (values are not kept); unset ones are taken out. */
  secretNames: readonly string[];
  /** Names `secrets unset` removed, in order. */
  unsetNames: readonly string[];
  /** Every request as `METHOD path`, in order. */
  requests: readonly string[];
  close(): Promise<void>;
}

const STANDIN_PROJECT_REF = 'localstandinprojectx';

/** The CLI profile (YAML) that sends every Management API call to `url`. */
export function writeCliProfile(dir: string, url: string): string {
  const path = join(dir, 'supabase-cli-profile.yaml');
  writeFileSync(
    path,
    [
      'name: local-standin',
      `api_url: ${url}`,
      `dashboard_url: ${url}/dashboard`,
      'project_host: standin.invalid',
      '',
    ].join('\n'),
  );
  return path;
}

/** A syntactically valid personal access token for the stand-in (the CLI checks the shape). */
export const STANDIN_ACCESS_TOKEN = `sbp_${'0'.repeat(40)}`;

async function parseUpload(slug: string, req: IncomingMessage): Promise<FunctionUpload> {
  const body = await readBody(req);
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData();
  const files = new Map<string, string>();
  let metadata: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (name === 'metadata') metadata = JSON.parse(String(value));
    else if (name === 'file' && typeof value !== 'string') {
      files.set(value.name, await value.text());
    }
  }
  return { slug, metadata, files };
}

export async function startManagementApiStandin(
  options: { projectRef?: string; log?: (line: string) => void } = {},
): Promise<ManagementApiStandin> {
  const projectRef = options.projectRef ?? STANDIN_PROJECT_REF;
  const uploads = new Map<string, FunctionUpload>();
  const secretNames: string[] = [];
  const unsetNames: string[] = [];
  const requests: string[] = [];
  const project = {
    id: projectRef,
    ref: projectRef,
    name: 'local stand-in',
    organization_id: 'standin',
    organization_slug: 'standin',
    region: 'eu-central-1',
    status: 'ACTIVE_HEALTHY',
    created_at: '2026-01-01T00:00:00Z',
    database: {
      host: `db.${projectRef}.standin.invalid`,
      version: '15.8',
      postgres_engine: '15',
      release_channel: 'ga',
    },
  };
  const base = `/v1/projects/${projectRef}`;

  const handle: StandinHandler = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const { pathname } = url;
    requests.push(`${req.method} ${pathname}`);
    options.log?.(`[management-api] ${req.method} ${pathname}${url.search}`);
    if (!pathname.startsWith(`${base}`) && pathname.startsWith('/v1/projects/')) {
      send(res, 403, { message: 'unknown project' });
      return;
    }
    if (req.method === 'GET' && pathname === base) return send(res, 200, project);
    if (req.method === 'GET' && pathname === `${base}/api-keys`) {
      return send(res, 200, [
        { name: 'anon', api_key: 'standin-anon', type: 'legacy', id: 'anon' },
        { name: 'service_role', api_key: 'standin-service', type: 'legacy', id: 'service_role' },
      ]);
    }
    if (pathname === `${base}/secrets` && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { name: string }[];
      for (const { name } of body) secretNames.push(name);
      return send(res, 201, undefined);
    }
    if (pathname === `${base}/secrets` && req.method === 'DELETE') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as string[];
      for (const name of body) {
        unsetNames.push(name);
        while (secretNames.includes(name)) secretNames.splice(secretNames.indexOf(name), 1);
      }
      return send(res, 200, {});
    }
    if (pathname === `${base}/secrets` && req.method === 'GET') {
      return send(
        res,
        200,
        secretNames.map((name) => ({ name, value: '(hidden)' })),
      );
    }
    if (req.method === 'POST' && pathname === `${base}/functions/deploy`) {
      const slug = url.searchParams.get('slug') ?? '';
      const upload = await parseUpload(slug, req);
      uploads.set(slug, upload);
      const now = Date.now();
      return send(res, 201, {
        id: `fn-${slug}`,
        slug,
        name: slug,
        version: 1,
        status: 'ACTIVE',
        entrypoint_path: upload.metadata.entrypoint_path,
        import_map_path: upload.metadata.import_map_path,
        verify_jwt: upload.metadata.verify_jwt,
        created_at: now,
        updated_at: now,
      });
    }
    if (req.method === 'PUT' && pathname === `${base}/functions`) {
      // `functions deploy` of several functions: each bundled (bundleOnly), then this bulk update.
      const body = JSON.parse((await readBody(req)).toString('utf8')) as unknown[];
      return send(res, 200, { functions: body });
    }
    send(res, 404, { message: `the stand-in does not serve ${req.method} ${pathname}` });
  };

  const { url, close } = await serveStandin('management API', handle);
  return {
    url,
    projectRef,
    uploads,
    secretNames,
    unsetNames,
    requests,
    close,
  };
}
