// Fixed layers at the bottom of the viewport (the cookie banner, the toast stack) publish how much
// of it they cover as CSS variables on <html>: `--banner-inset` and `--toasts-inset` (height plus
// bottom offset, 0px when empty). index.css stacks the toasts above the banner, keeps focused
// elements clear of both (scroll-padding-bottom, WCAG 2.4.11 Focus Not Obscured) and pads the
// page so its end can scroll above them.

export type BottomLayer = 'banner' | 'toasts';

// A layer's bottom offset can depend on another's inset (the toasts sit above the banner), and a
// ResizeObserver does not see an offset change: whenever one layer publishes, the others
// re-measure.
const layers = new Set<() => void>();

/** Publishes the part of the viewport `element` covers until the returned cleanup runs. */
export function coverBottom(layer: BottomLayer, element: HTMLElement): () => void {
  const root = document.documentElement;
  const variable = `--${layer}-inset`;
  const update = () => {
    // Layout sizes, not getBoundingClientRect: an entrance transform must not shrink the inset.
    const height = element.offsetHeight;
    const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0;
    root.style.setProperty(variable, `${height > 0 ? Math.ceil(height + bottom) : 0}px`);
    revealFocus(element, height > 0 ? height + bottom : 0);
  };
  const others = () => {
    for (const other of layers) if (other !== update) other();
  };
  const publish = () => {
    update();
    others();
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
  observer?.observe(element);
  window.addEventListener('resize', update);
  layers.add(update);
  publish();
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
