// How the site reaches a Supabase Edge Function on the voice path: plain fetch with the anon key
// (the headers supabase-js would send), so supabase-js stays out of the voice chunks.

/** `<supabaseUrl>/functions/v1/<name>`, whatever trailing slashes the URL has. */
export function functionUrl(supabaseUrl: string, name: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`;
}

/** JSON content type plus the anon key as `apikey` and bearer token. */
export function anonHeaders(anonKey: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
  };
}

export interface FunctionRequestOptions {
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}
