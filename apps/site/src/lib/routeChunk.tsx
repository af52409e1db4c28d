import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A page that is its own chunk. `preload()` loads it (prerendering and hydrating await it, so the
 * page then renders synchronously and matches the prerendered HTML); `Page` is the route element,
 * which suspends briefly on a client-side navigation before the chunk is there (inside a router
 * transition the previous page stays until then). The chunk's module is named for the build in
 * `build/routePreloads.ts`, which makes the prerendered HTML preload it.
 */
export function routeChunk<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loaded: M | undefined;
  const preload = (): Promise<M> =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const LazyPage = lazy(() => preload().then((module) => ({ default: pick(module) })));

  function Page() {
    if (loaded) {
      const Loaded = pick(loaded);
      return <Loaded />;
    }
    return (
      <Suspense fallback={null}>
        <LazyPage />
      </Suspense>
    );
  }
  return { preload, Page };
}
