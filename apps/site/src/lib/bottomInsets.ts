// Fixed layers at the bottom of the viewport (the cookie banner, the toast stack) publish how much
// of it they cover as CSS variables on <html>: `--banner-inset` and `--toasts-inset` (height plus
// bottom offset, 0px when empty). index.css stacks the toasts above the banner, keeps focused
// elements clear of both (scroll-padding-bottom, WCAG 2.4.11 Focus Not Obscured) and pads the
// page so its end can scroll above them.
//
// Sizes come from each layer's ResizeObserver, which reports after the browser's own layout, so
// showing the banner forces no layout. (Measured synchronously when it mounted, with the empty
// toast stack re-measured after the variable changed, the banner took two forced style and layout
// passes, 2-3 long tasks of a 4x phone in Lighthouse's window: `bench/lighthouse-ab.ts --traces`.)

export type BottomLayer = 'banner' | 'toasts';

// A layer's bottom offset can depend on another's inset (the toasts sit above the banner), and a
// ResizeObserver does not see an offset change: whenever one layer publishes, the others
// re-measure.
const layers = new Set<() => void>();

/**
 * Publishes the part of the viewport `element` covers until the returned cleanup runs. `Observer`
 * is the browser's ResizeObserver; without one the layer is measured at once and on resizes.
 */
export function coverBottom(
  layer: BottomLayer,
  element: HTMLElement,
  Observer: typeof ResizeObserver | undefined = globalThis.ResizeObserver,
): () => void {
  const root = document.documentElement;
  const variable = `--${layer}-inset`;
  // the border-box height the observer reported last (a layout size: an entrance transform must
  // not shrink the inset); null until it has reported
  let reported: number | null = null;
  const update = () => {
    const height = reported ?? element.offsetHeight;
    // an empty layer covers nothing, and its offset is not read (a style read)
    const covered =
      height > 0 ? height + (Number.parseFloat(getComputedStyle(element).bottom) || 0) : 0;
    const value = `${Math.ceil(covered)}px`;
    if (root.style.getPropertyValue(variable) !== value) root.style.setProperty(variable, value);
    revealFocus(element, covered);
  };
  const others = () => {
    for (const other of layers) if (other !== update) other();
  };
  const publish = () => {
    update();
    others();
  };
  const observer = Observer
    ? new Observer((entries) => {
        const box = entries.at(-1)?.borderBoxSize?.[0];
        reported = box ? box.blockSize : null;
        publish();
      })
    : null;
  // the observer's first report comes after the next layout
  if (observer) observer.observe(element);
  window.addEventListener('resize', update);
  layers.add(update);
  if (!observer) publish();
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', update);
    layers.delete(update);
    root.style.removeProperty(variable);
    others();
  };
}

/** A layer that grows over the focused element scrolls it back into view (above the layers). */
function revealFocus(layer: HTMLElement, covered: number) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || covered === 0) return;
  if (layer.contains(focused)) return;
  const rect = focused.getBoundingClientRect();
  if (rect.bottom > window.innerHeight - covered && rect.top < window.innerHeight) {
    focused.scrollIntoView({ block: 'nearest' });
  }
}
