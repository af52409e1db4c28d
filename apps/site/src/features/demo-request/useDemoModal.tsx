import { lazy, Suspense, useCallback, useState } from 'react';

/** The demo modal's code (zod switched to its CSP-safe mode first): loaded on intent or click. */
export const loadDemoModal = () =>
  import('../../lib/cspSafeZod.ts').then(() => import('./DemoRequestModal.tsx'));

const DemoRequestModal = lazy(loadDemoModal);

/**
 * The demo-request modal for a page that opens it (landing, 404): `openDemo` opens it (its code
 * loads then, or earlier through `preload` on hover/focus), `modal` is the element to render.
 * Mounted on the first open, so a page that never opens it loads none of it.
 */
export function useDemoModal() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const openDemo = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const modal = mounted ? (
    <Suspense fallback={null}>
      <DemoRequestModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { openDemo, preload: loadDemoModal, modal };
}
