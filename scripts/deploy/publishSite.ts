// Publishes the site folder the deploy built, checked and scanned, to Netlify: the API's
// file-digest deploy (POST the SHA-1 of every file, PUT the files Netlify does not have yet,
// wait until the deploy is ready). Netlify builds nothing itself (netlify.toml skips its builds),
// so what is live is exactly this folder. The SPA fallback of netlify.toml is sent as
// `_redirects` (a deploy through the API does not read netlify.toml).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DeployError } from './deployEnv.ts';

export const NETLIFY_API_URL = 'https://api.netlify.com';
/** Every unknown path gets the prerendered 404 page with status 404 (as netlify.toml says). */
export const SPA_FALLBACK = '/*  /404.html  404\n';

export interface PublishTarget {
  apiUrl: string;
  siteId: string;
  token: string;
  fetch?: typeof fetch;
  /** How long to wait for the deploy to be ready. */
  timeoutMs?: number;
}

function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(`/${relative(dir, full).split(sep).join('/')}`, readFileSync(full));
    }
  };
  walk(dir);
  if (!files.has('/_redirects')) files.set('/_redirects', Buffer.from(SPA_FALLBACK));
  return files;
}

/** Resolves to the number of files published and how many had to be uploaded. */
export async function publishSite(
  dir: string,
  target: PublishTarget,
): Promise<{ files: number; uploaded: number; deployId: string }> {
  const http = target.fetch ?? fetch;
  const headers = { authorization: `Bearer ${target.token}` };
  const call = async (method: string, path: string, body?: BodyInit, type?: string) => {
    const response = await http(`${target.apiUrl}${path}`, {
      method,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    const text = await response.text();
    if (!response.ok) {
      throw new DeployError(
        'step_failed',
        `Netlify ${method} ${path.replace(/\/files\/.*/, '/files/...')} answered ${response.status}: ${text.slice(0, 200)}`,
      );
    }
    return JSON.parse(text) as Record<string, unknown>;
  };
  const files = filesOf(dir);
  const digests = Object.fromEntries(
    [...files].map(([path, body]) => [path, createHash('sha1').update(body).digest('hex')]),
  );
  const deploy = await call(
    'POST',
    `/api/v1/sites/${encodeURIComponent(target.siteId)}/deploys`,
    JSON.stringify({ files: digests }),
    'application/json',
  );
  const id = String(deploy.id);
  const required = new Set((deploy.required as string[] | undefined) ?? []);
  let uploaded = 0;
  for (const [path, body] of files) {
    if (!required.has(digests[path] as string)) continue;
    required.delete(digests[path] as string);
    await call(
      'PUT',
      `/api/v1/deploys/${id}/files${encodeURI(path)}`,
      new Uint8Array(body),
      'application/octet-stream',
    );
    uploaded += 1;
  }
  const deadline = Date.now() + (target.timeoutMs ?? 120_000);
  let delay = 100;
  for (;;) {
    const state = (await call('GET', `/api/v1/deploys/${id}`)).state;
    if (state === 'ready') return { files: files.size, uploaded, deployId: id };
    if (state === 'error') throw new DeployError('step_failed', `Netlify deploy ${id} failed`);
    if (Date.now() > deadline) {
      throw new DeployError(
        'step_failed',
        `Netlify deploy ${id} not ready (state ${String(state)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 2000);
  }
}
