import { type ComponentType, useEffect, useState } from 'react';
import { loadAgain } from './loadAgain.ts';

/**
 * A component whose code is not in the first load: it renders nothing (when prerendering and in
 * the hydrating render, so the two match) until its chunk, requested right after the first
 * commit, is there. For what the prerendered page does not show: the cookie banner (shown 2 s
 * after load) and the toasts. A chunk that fails to load is requested again (loadAgain.ts: a page
 * WebKit restores from its back-forward cache has no remount), and on the next mount.
 */
export function mountAfterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  return function MountedAfterHydration(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      pending ??= loadAgain(load);
      pending.then(
        (component) => {
          if (live) setLoaded(() => component);
        },
        () => {
          pending = undefined;
        },
      );
      return () => {
        live = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  };
}
