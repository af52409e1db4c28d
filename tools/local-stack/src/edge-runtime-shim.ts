// Preloaded into every local Edge Function (deno run --preload): hosted Supabase's
// EdgeRuntime global, which plain Deno does not have. waitUntil keeps the promise alive
// and reports a rejection instead of crashing the process.
const pending = new Set<Promise<unknown>>();

const EdgeRuntime = {
  waitUntil(promise: Promise<unknown>): void {
    const tracked = Promise.resolve(promise)
      .catch((error: unknown) => console.error('EdgeRuntime.waitUntil task failed:', error))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  },
};

Object.defineProperty(globalThis, 'EdgeRuntime', { value: EdgeRuntime, configurable: true });
