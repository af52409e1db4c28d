import { createFetcher, type Fetcher, type FetcherOptions } from './fetcher.ts';

/** Resource factories by namespace name (`{ calls: callsResource, assistants: ... }`). */
export type ResourceFactories = Record<string, (fetcher: Fetcher) => unknown>;

/** A client of the given namespaces over one fetcher. */
export type VapiClientOf<R extends ResourceFactories> = {
  readonly [K in keyof R]: ReturnType<R[K]>;
} & {
  readonly fetcher: Fetcher;
};

/**
 * A client of only the namespaces passed in, each built on first access over ONE fetcher:
 * `createVapiClientWith({ token }, { calls: callsResource })`. A bundle keeps just these
 * resources; `createVapiClient` passes all of them, and since namespaces are looked up by
 * property name at run time, no bundler can drop the ones an app never reads.
 */
export function createVapiClientWith<R extends ResourceFactories>(
  options: FetcherOptions,
  resources: R,
): VapiClientOf<R> {
  const fetcher = createFetcher(options);
  const client = { fetcher } as Record<string, unknown>;
  for (const [name, factory] of Object.entries(resources)) {
    Object.defineProperty(client, name, {
      enumerable: true,
      get() {
        const value = factory(fetcher);
        Object.defineProperty(client, name, { value, enumerable: true });
        return value;
      },
      configurable: true,
    });
  }
  return client as VapiClientOf<R>;
}
