import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { DEMO_MODAL_HASH } from '../../routeMeta.ts';

/** The demo modal's code (zod switched to its CSP-safe mode first): loaded on intent or click. */
const loadDemoModal = () =>
  import('../../lib/cspSafeZod.ts').then(() => import('./DemoRequestModal.tsx'));

const DemoRequestModal = lazy(loadDemoModal);

/**
 * The landing page's demo-request modal: `openDemo` opens it (its code loads then, or earlier
 * through `preload` on hover/focus), `modal` is the element to render. Mounted on the first open,
 * so a visit that never opens it loads none of it. A link to `/#ukazka` (DEMO_MODAL_HASH: the 404
 * page's "Dohodnúť ukážku") opens it on arrival; the fragment is dropped, so a reload does not.
 */
export function useDemoModal() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const openDemo = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    const { hash, pathname, search } = window.location;
    if (hash !== DEMO_MODAL_HASH) return;
    openDemo();
    window.history.replaceState(window.history.state, '', pathname + search);
  }, [openDemo]);
  const modal = mounted ? (
    <Suspense fallback={null}>
      <DemoRequestModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { openDemo, preload: loadDemoModal, modal };
}
