// Every text the orb caption showed, in order, recorded in the page by a MutationObserver (so a
// phase that lasts only a moment is not missed between two polls).
import { expect, type Page } from '@playwright/test';

export async function watchCaptions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __captions: string[] }).__captions = seen;
    const note = (element: Element) => {
      const text = element.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    };
    const attach = () => {
      const element = document.querySelector('[data-testid="orb-caption"]');
      if (!element) return;
      note(element);
      new MutationObserver(() => note(element)).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', attach);
    else attach();
  });
}

export function captionsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __captions: string[] }).__captions ?? []);
}

/** True when `expected` appears in `seen` in this order (other captions may come between). */
export function inOrder(seen: readonly string[], expected: readonly string[]): boolean {
  let next = 0;
  for (const text of seen) if (text === expected[next]) next += 1;
  return next === expected.length;
}

/** Waits until the caption has shown `expected` in this order (other captions may come between). */
export async function expectCaptionsInOrder(
  page: Page,
  expected: readonly string[],
  { timeout }: { timeout: number },
): Promise<void> {
  await expect
    .poll(async () => inOrder(await captionsSeen(page), expected), { timeout })
    .toBe(true);
}
