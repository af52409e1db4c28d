// Preloaded into every local Edge Function (deno run --preload): hosted Supabase's
// EdgeRuntime global, which plain Deno does not have. waitUntil keeps the promise alive
// and reports a rejection instead of crashing the process. And the local clock of a request
// (below).
import { AsyncLocalStorage } from 'node:async_hooks';
import { LOCAL_NOW_HEADER, localNowOf } from './local-clock.ts';

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

// The clock of one request (./local-clock.ts): a request with `x-local-stack-now` runs with
// `Date` at that instant (and moving on from it), through everything the handler awaits; the
// handler's own fetches carry the header on. Without the header nothing changes.

const RealDate = Date;
const offsets = new AsyncLocalStorage<number>();
const shiftedNow = () => RealDate.now() + (offsets.getStore() ?? 0);

function LocalDate(this: unknown, ...args: unknown[]): unknown {
  if (!new.target) return new RealDate(shiftedNow()).toString();
  return args.length === 0
    ? new RealDate(shiftedNow())
    : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
}
LocalDate.prototype = RealDate.prototype;
LocalDate.now = shiftedNow;
LocalDate.parse = RealDate.parse;
LocalDate.UTC = RealDate.UTC;
Object.defineProperty(globalThis, 'Date', { value: LocalDate, configurable: true, writable: true });

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
const withRequestClock =
  (handler: Handler): Handler =>
  (request, info) => {
    const at = localNowOf(request.headers);
    return at === null
      ? handler(request, info)
      : offsets.run(at - RealDate.now(), () => handler(request, info));
  };

// Deno's namespace (this file also compiles with the stack's Node types)
const deno = (globalThis as unknown as { Deno: { serve: (...args: unknown[]) => unknown } }).Deno;
const realServe = deno.serve;
Object.defineProperty(deno, 'serve', {
  configurable: true,
  value: (...args: unknown[]) => {
    const wrapped = args.map((arg) =>
      typeof arg === 'function' ? withRequestClock(arg as Handler) : arg,
    );
    const options = wrapped[0] as { handler?: Handler } | undefined;
    if (options && typeof options === 'object' && typeof options.handler === 'function') {
      wrapped[0] = { ...options, handler: withRequestClock(options.handler) };
    }
    return realServe.apply(deno, wrapped);
  },
});

const realFetch = globalThis.fetch;
globalThis.fetch = (input: Request | URL | string, init?: RequestInit) => {
  if (offsets.getStore() === undefined) return realFetch(input, init);
  const request = new Request(input, init);
  request.headers.set(LOCAL_NOW_HEADER, new RealDate(shiftedNow()).toISOString());
  return realFetch(request);
};
