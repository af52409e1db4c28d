import { type EndpointInfo, endpointInfo } from '../../src/index.ts';

export interface CollectedEndpoint extends EndpointInfo {
  /** e.g. `testSuites.tests.get` */
  name: string;
  fn: (...args: unknown[]) => Promise<unknown>;
}

/** Walks a client (namespaces are getters) and returns every operation method. */
export function collectEndpoints(root: object, prefix = ''): CollectedEndpoint[] {
  const out: CollectedEndpoint[] = [];
  for (const key of Object.keys(root)) {
    if (key === 'fetcher') continue;
    const value = (root as Record<string, unknown>)[key];
    const name = prefix ? `${prefix}.${key}` : key;
    const info = endpointInfo(value);
    if (info) out.push({ ...info, name, fn: value as CollectedEndpoint['fn'] });
    else if (value && typeof value === 'object') out.push(...collectEndpoints(value, name));
  }
  return out;
}

/**
 * `GET /test-suite/{}/run/{}`: parameter names erased, so the required operations
 * (test/fixtures/specEndpoints.ts) and the documents' operations compare.
 */
export const normalize = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
