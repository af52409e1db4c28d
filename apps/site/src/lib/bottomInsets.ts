// Fixed layers at the bottom of the viewport (the cookie banner, the toast stack) publish how much
// of it they cover (height plus bottom offset, 0 when empty), and this module applies it:
// - <html> `scroll-padding-bottom`: focused elements scroll clear of every layer (WCAG 2.4.11,
//   Focus Not Obscured);
// - <body> `padding-bottom`: the page's end can scroll above them;
// - `--banner-inset` on the element of every layer but the banner: the toast stack sits above it.
// Plain properties, not a variable on <html>: a custom property there restyles every element of the
// page (158 on /) in the task the banner arrives in, a long task on a phone (issue 40).

export type BottomLayer = 'banner' | 'toasts';

interface Layer {
  element: HTMLElement;
  covered: number;
  update: () => void;
}

const layers = new Map<BottomLayer, Layer>();

/** Publishes the part of the viewport `element` covers until the returned cleanup runs. */
export function coverBottom(layer: BottomLayer, element: HTMLElement): () => void {
  const entry: Layer = { element, covered: 0, update: () => {} };
  // A layer's bottom offset can depend on another's inset (the toasts sit above the banner), and
  // a ResizeObserver does not see an offset change: whenever one layer publishes, the others
  // re-measure.
  entry.update = () => {
    // Layout sizes, not getBoundingClientRect: an entrance transform must not shrink the inset.
    const height = element.offsetHeight;
    const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0;
    entry.covered = height > 0 ? Math.ceil(height + bottom) : 0;
    revealFocus(element, entry.covered);
  };
  const publish = () => {
    entry.update();
    applyToOthers(entry);
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
  observer?.observe(element);
  window.addEventListener('resize', entry.update);
  layers.set(layer, entry);
  publish();
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', entry.update);
    if (layers.get(layer) === entry) layers.delete(layer);
    element.style.removeProperty('--banner-inset');
    applyToOthers(null);
  };
}

/** Sets the layers' properties, then lets every layer but `from` re-measure against them. */
function applyToOthers(from: Layer | null) {
  apply();
  let moved = false;
  for (const other of layers.values()) {
    if (other === from) continue;
    const before = other.covered;
    other.update();
    moved ||= other.covered !== before;
  }
  if (moved) apply();
}

function apply() {
  const banner = layers.get('banner')?.covered ?? 0;
  let most = 0;
  for (const [name, { element, covered }] of layers) {
    if (name !== 'banner') element.style.setProperty('--banner-inset', `${banner}px`);
    most = Math.max(most, covered);
  }
  // index.css keeps 1rem of scroll padding under everything
  const { documentElement: root, body } = document;
  if (most > 0) {
    root.style.scrollPaddingBottom = `calc(${most}px + 1rem)`;
    body.style.paddingBottom = `${most}px`;
  } else {
    root.style.removeProperty('scroll-padding-bottom');
    body.style.removeProperty('padding-bottom');
  }
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
