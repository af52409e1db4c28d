import { prefersReducedMotion } from './reducedMotion.ts';

/**
 * Scrolls `element` into view when part of it is off screen, judged by an IntersectionObserver,
 * whose first report comes after the browser's own next layout: the caller's task never forces a
 * layout. (Measured with `getBoundingClientRect` in the effects of the call's first renders, the
 * forced layout took ~90 ms of a 4x phone's tap task twice, and the microphone's grant and the
 * socket's open waited behind it: `bench:tap` with `TAP_TRACE`.) `block` says where the element
 * goes, from its box and the viewport's height. Without an IntersectionObserver it does nothing.
 * Returns a cancel for a scroll not made yet.
 */
export function scrollIntoViewWhenClipped(
  element: Element,
  block: (box: DOMRectReadOnly, viewportHeight: number) => ScrollLogicalPosition,
  Observer: typeof IntersectionObserver | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) return () => {};
  const observer = new Observer(([entry]) => {
    observer.disconnect();
    if (!entry) return;
    const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
    const box = entry.boundingClientRect;
    if (box.top >= 0 && box.bottom <= viewportHeight) return;
    const smooth = !prefersReducedMotion();
    element.scrollIntoView?.({
      block: block(box, viewportHeight),
      behavior: smooth ? 'smooth' : 'auto',
    });
  });
  observer.observe(element);
  return () => observer.disconnect();
}
