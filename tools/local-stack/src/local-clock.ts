// The local stack's clock of one request, for tests that ask at a given hour (a night, a Sunday)
// without waiting for it: a request to a local function with `x-local-stack-now: <ISO instant>`
// runs with the function's clock set to that instant (the preloaded edge-runtime shim), and the
// function's own requests carry it on (to the Vapi stand-in, whose tool calls to `vapi-tools`
// carry it too). Local stack only: hosted Supabase has no such header and no shim. Plain
// TypeScript, read by the Deno shim and by the stand-in in Node.

export const LOCAL_NOW_HEADER = 'x-local-stack-now';

/** The instant a request asks for (epoch ms), or null when it asks for none or a malformed one. */
export function localNowOf(headers: { get(name: string): string | null }): number | null {
  const value = headers.get(LOCAL_NOW_HEADER);
  const at = value === null ? Number.NaN : Date.parse(value);
  return Number.isFinite(at) ? at : null;
}

/** The same from a Node request's headers (IncomingMessage: lower-case names, string values). */
export function localNowOfNode(
  headers: Record<string, string | string[] | undefined>,
): number | null {
  return localNowOf({
    get: (name) => {
      const value = headers[name.toLowerCase()];
      return typeof value === 'string' ? value : null;
    },
  });
}

/**
 * A conversation's clock in the stand-in: the instant its requests asked for (moving on from
 * there), or the real one. `shifted` says whether to pass the header on with its tool calls.
 */
export interface LocalClock {
  now(): Date;
  shifted: boolean;
}

/** The clock of a conversation that asked for `at` (null: the real clock) when it started. */
export function localClockAt(at: number | null, realNow: () => number = Date.now): LocalClock {
  if (at === null) return { now: () => new Date(realNow()), shifted: false };
  const offset = at - realNow();
  return { now: () => new Date(realNow() + offset), shifted: true };
}
