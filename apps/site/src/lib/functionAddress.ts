// Where a function is and how the site authenticates to it, apart from `callFunction.ts`: the
// landing page's first load warms the voice call's CORS preflight with these (issue 40) and must
// not carry the call helper and its error class, which load with the first call.
import type { SiteContracts } from './siteContracts.ts';

export type SiteFunction = keyof SiteContracts;

export interface FunctionBackend {
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}

/** `<supabaseUrl>/functions/v1/<name>`, whatever trailing slashes the URL has. */
export function functionUrl(supabaseUrl: string, name: SiteFunction): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`;
}

/** JSON content type plus the anon key as `apikey` and bearer token. */
export function functionHeaders(anonKey: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
  };
}
