// The operator commands call the service-role SQL functions through PostgREST, like the Edge
// Functions do: SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY (Dashboard -> Project Settings -> API).
// SUPABASE_URL is always explicit (never a silent fallback to the local stack: a command meant for
// production must not answer from a laptop's database); for the local stack (`pnpm dev`) set
// SUPABASE_URL=http://127.0.0.1:54321, whose well-known key is then used.
import { LOCAL_SERVICE_ROLE_KEY } from '@hlasovy-asistent/local-stack';
import { OpsError } from './OpsError.ts';

const LOCAL_API_URL = 'http://127.0.0.1:54321';

export interface ServiceRpc {
  /** Where the calls go (printed so the operator sees which project answered). */
  url: string;
  call<T>(name: string, args?: Record<string, unknown>): Promise<T>;
}

export function serviceRpc(url: string, serviceRoleKey: string, fetchFn = fetch): ServiceRpc {
  const base = url.replace(/\/+$/, '');
  return {
    url: base,
    async call<T>(name: string, args: Record<string, unknown> = {}) {
      let response: Response;
      try {
        response = await fetchFn(`${base}/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: {
            apikey: serviceRoleKey,
            authorization: `Bearer ${serviceRoleKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(args),
        });
      } catch (cause) {
        throw new OpsError('rpc_failed', `${name}: ${base} is not reachable`, { cause });
      }
      const text = await response.text();
      if (!response.ok) {
        const detail = (() => {
          try {
            return (JSON.parse(text) as { message?: string }).message ?? text;
          } catch {
            return text;
          }
        })();
        throw new OpsError('rpc_failed', `${name} answered ${response.status}: ${detail}`);
      }
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

export function serviceRpcFromEnv(env: NodeJS.ProcessEnv, fetchFn = fetch): ServiceRpc {
  const url = env.SUPABASE_URL?.trim().replace(/\/+$/, '');
  if (!url) {
    throw new OpsError(
      'config_missing',
      `SUPABASE_URL is required: the project to act on (https://<ref>.supabase.co; the local stack is ${LOCAL_API_URL})`,
    );
  }
  const key =
    env.SUPABASE_SERVICE_ROLE_KEY || (url === LOCAL_API_URL ? LOCAL_SERVICE_ROLE_KEY : '');
  if (!key) {
    throw new OpsError('config_missing', 'SUPABASE_SERVICE_ROLE_KEY is required with SUPABASE_URL');
  }
  return serviceRpc(url, key, fetchFn);
}
