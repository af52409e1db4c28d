export type Step = Response | Error | 'hang';

export interface ScriptedFetch {
  fetch: typeof fetch;
  calls: { url: string; init: RequestInit }[];
}

/** A fetch that answers from a script, one step per call; 'hang' waits for the abort signal. */
export function scriptedFetch(steps: Step[]): ScriptedFetch {
  const calls: ScriptedFetch['calls'] = [];
  const fetchImpl = (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => {
        if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    }
    if (step instanceof Error) return Promise.reject(step);
    return Promise.resolve((step as Response).clone());
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
