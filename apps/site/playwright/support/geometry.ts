// Boxes of elements as the visitor sees them (CSS px, viewport coordinates).
import type { Locator, Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's border box; throws when it is not rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not rendered`);
  return box;
}

/** True when two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** True when the box lies wholly inside the viewport (nothing cut at any edge). */
export function insideViewport(box: Box, page: Page): boolean {
  const viewport = page.viewportSize();
  if (!viewport) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
}

/** "44.0x44.0" for reports. */
export const formatSize = (box: Box) => `${box.width.toFixed(1)}x${box.height.toFixed(1)}`;

/**
 * Resolves once the page has stopped scrolling: `window.scrollY` unchanged over `frames`
 * consecutive animation frames (a smooth scroll moves it every frame until it ends). Counted in
 * frames, not milliseconds, so a busy machine only makes it slower.
 */
export async function scrollSettled(page: Page, frames = 10): Promise<void> {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= needed) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}
