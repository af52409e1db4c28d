import { type ComponentType, lazy, memo, Suspense } from 'react';

/**
 * A part of a prerendered page whose code is not in the first load: below the fold and static,
 * with no controls (no links, buttons or fields). React 19 does not replay a click or a key press
 * on a part still waiting for its code: it tries to hydrate the part at once, cannot, and stops
 * the event (hydrateLater.test.tsx shows it), so a control there would lose its first clicks.
 * Controls belong to parts hydrated with the page (the footer is one). The prerender renders it in full (`preload()` first: its code is then handed to React
 * synchronously); in the browser its server HTML stays as it is, unhydrated, until its chunk
 * has loaded (requested as the page hydrates), and then hydrates: no layout shift, no flash.
 * Memoised, so a re-render of its parent leaves the waiting part alone.
 */
const created = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every part made so far (the prerender, after loading every route's chunk,
 * whose parts are made when the chunk runs): each then renders in full, synchronously.
 */
export function preloadHydrateLater(): Promise<unknown> {
  return Promise.all([...created].map((preload) => preload()));
}

export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  created.add(preload);
  const Lazy = lazy(() => {
    const ready = loaded;
    // a thenable that resolves at once: React renders a loaded part in the same pass
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (resolves synchronously)
        then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
      } as Promise<{ default: ComponentType<P> }>;
    return preload().then((component) => ({ default: component }));
  });
  const Part = memo(function HydratedLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return { preload, Part };
}
