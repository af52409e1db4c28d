export interface FetchFormTokenOptions {
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * GET the `demo-form-token` function (plain fetch, like vapi-config): the signed token that
 * lets the server check the form's minimum fill time. Undefined when it cannot be had: the form
 * still submits (the lead is stored; the server then does not dial it).
 */
export async function fetchFormToken({
  supabaseUrl,
  anonKey,
  fetch: fetchImpl = globalThis.fetch,
  signal,
}: FetchFormTokenOptions): Promise<string | undefined> {
  try {
    const response = await fetchImpl(
      `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/demo-form-token`,
      {
        method: 'GET',
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
        signal,
      },
    );
    if (!response.ok) return undefined;
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
    return typeof body?.token === 'string' && body.token !== '' ? body.token : undefined;
  } catch {
    return undefined;
  }
}
