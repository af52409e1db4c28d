// Fixed layers at the bottom of the viewport (the cookie banner, the toast stack) publish how much
// of it they cover as CSS variables: `--banner-inset` and `--toasts-inset` (height plus bottom
// offset, 0px when empty). index.css stacks the toasts above the banner, keeps focused elements
// clear of both (scroll-padding-bottom, WCAG 2.4.11 Focus Not Obscured) and pads the page so its
// end can scroll above them.
//
// What it costs a phone: the variables are registered as not inherited (index.css), and set on
// <html> (whose own rules read them) and on the other layers (the toasts' offset reads the
// banner's), so a change restyles those few elements, not the whole page. Sizes come from each
// layer's ResizeObserver, which reports after the browser's own layout: showing the banner forces
// no layout (measured synchronously, with the toasts re-measured, it took ~40 ms of a 4x phone's
// main thread in the task that mounts it; Lighthouse's trace, `bench/lighthouse-ab.ts --profile`).

export type BottomLayer = 'banner' | 'toasts';

interface Layer {
  element: HTMLElement;
  update: () => void;
}

// A layer's bottom offset can depend on another's inset (the toasts sit above the banner), and a
// ResizeObserver does not see an offset change: whenever one layer publishes, the others
// re-measure.
const layers = new Set<Layer>();
const published = new Map<string, string>();

function setVariable(element: HTMLElement, variable: string, value: string | null) {
  if (value === null) element.style.removeProperty(variable);
  else if (element.style.getPropertyValue(variable) !== value)
    element.style.setProperty(variable, value);
}

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
  const publishTo = (target: HTMLElement) =>
    setVariable(target, variable, published.get(variable) ?? null);
  const update = () => {
    const height = reported ?? element.offsetHeight;
    // an empty layer covers nothing, and its offset is not read (a style read)
    const covered =
      height > 0 ? height + (Number.parseFloat(getComputedStyle(element).bottom) || 0) : 0;
    published.set(variable, `${Math.ceil(covered)}px`);
    publishTo(root);
    for (const other of layers) if (other.element !== element) publishTo(other.element);
    revealFocus(element, covered);
  };
  const self: Layer = { element, update };
  const publish = () => {
    update();
    for (const other of layers) if (other !== self) other.update();
  };
  const observer = Observer
    ? new Observer((entries) => {
        const box = entries.at(-1)?.borderBoxSize?.[0];
        reported = box ? box.blockSize : null;
        publish();
      })
    : null;
  // what the other layers published already
  for (const [name, value] of published) if (name !== variable) setVariable(element, name, value);
  layers.add(self);
  if (observer) observer.observe(element);
  else {
    window.addEventListener('resize', update);
    publish();
  }
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', update);
    layers.delete(self);
    published.delete(variable);
    setVariable(root, variable, null);
    for (const other of layers) setVariable(other.element, variable, null);
    for (const other of layers) other.update();
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
