/** POSTs a JSON summary to the team's webhook; resolves to an error text, never throws. */
export async function notifyTeam(
  fetchFn: typeof fetch,
  url: string,
  payload: unknown,
  timeoutMs = 5_000,
): Promise<string | null> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `notify webhook answered ${response.status}`;
  } catch (error) {
    return `notify webhook failed: ${error instanceof Error ? error.name : 'error'}`;
  }
}
