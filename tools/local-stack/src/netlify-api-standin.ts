// A local stand-in for Netlify's API, the routes of a file-digest deploy (Netlify's documented
// way to publish a folder without its build: POST the files' SHA-1 digests, PUT the files it
// asks for, then the deploy is ready). It checks the token and the site id, that every required
// file arrives with the digest announced, and keeps what was published per path. Used by
// `deploy.sh --dry-run` and scripts/deploy tests.
import { createHash, randomUUID } from 'node:crypto';
import { readBody, type StandinHandler, send, serveStandin } from './json-api-standin.ts';

export interface NetlifyApiStandin {
  url: string;
  siteId: string;
  token: string;
  /** The files of the last ready deploy: path (`/index.html`) -> contents. */
  published: ReadonlyMap<string, Buffer>;
  /** Every request as `METHOD path`, in order. */
  requests: readonly string[];
  close(): Promise<void>;
}

interface PendingDeploy {
  files: Record<string, string>;
  received: Map<string, Buffer>;
}

const sha1 = (body: Buffer) => createHash('sha1').update(body).digest('hex');

export async function startNetlifyApiStandin(
  options: { siteId?: string; token?: string } = {},
): Promise<NetlifyApiStandin> {
  const siteId = options.siteId ?? 'standin-site-0000-4000-8000-000000000001';
  const token = options.token ?? `nfp_${'s'.repeat(40)}`;
  const deploys = new Map<string, PendingDeploy>();
  const published = new Map<string, Buffer>();
  const requests: string[] = [];
  const ready = (deploy: PendingDeploy) =>
    Object.values(deploy.files).every((digest) =>
      [...deploy.received.values()].some((body) => sha1(body) === digest),
    );

  const handle: StandinHandler = async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://standin');
    requests.push(`${req.method} ${pathname}`);
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, 401, { code: 401, message: 'Access Denied' });
    }
    if (req.method === 'POST' && pathname === `/api/v1/sites/${siteId}/deploys`) {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as {
        files?: Record<string, string>;
      };
      const files = body.files ?? {};
      if (Object.keys(files).length === 0 || !Object.keys(files).every((p) => p.startsWith('/'))) {
        return send(res, 422, { message: 'files: a map of /path -> sha1' });
      }
      const id = randomUUID();
      deploys.set(id, { files, received: new Map() });
      const required = [...new Set(Object.values(files))];
      return send(res, 200, { id, site_id: siteId, state: 'uploading', required });
    }
    if (pathname.startsWith('/api/v1/sites/')) return send(res, 404, { message: 'Not Found' });
    const file = /^\/api\/v1\/deploys\/([^/]+)\/files(\/.+)$/.exec(pathname);
    if (req.method === 'PUT' && file) {
      const deploy = deploys.get(file[1] as string);
      const path = decodeURI(file[2] as string);
      if (!deploy) return send(res, 404, { message: 'Not Found' });
      const body = await readBody(req);
      if (deploy.files[path] !== sha1(body)) {
        return send(res, 422, { message: `${path}: not the digest announced` });
      }
      deploy.received.set(path, body);
      return send(res, 200, { id: sha1(body), path });
    }
    const status = /^\/api\/v1\/deploys\/([^/]+)$/.exec(pathname);
    if (req.method === 'GET' && status) {
      const deploy = deploys.get(status[1] as string);
      if (!deploy) return send(res, 404, { message: 'Not Found' });
      if (!ready(deploy)) return send(res, 200, { id: status[1], state: 'uploading' });
      published.clear();
      const byDigest = new Map([...deploy.received.values()].map((b) => [sha1(b), b]));
      for (const [path, digest] of Object.entries(deploy.files)) {
        published.set(path, byDigest.get(digest) as Buffer);
      }
      return send(res, 200, { id: status[1], state: 'ready', ssl_url: 'https://standin.invalid' });
    }
    send(res, 404, { message: `the stand-in does not serve ${req.method} ${pathname}` });
  };

  const { url, close } = await serveStandin('Netlify API', handle);
  return {
    url,
    siteId,
    token,
    published,
    requests,
    close,
  };
}
