// Every text the call's screen-reader announcer (the one polite live region of the call) said, in
// order, recorded in the page by a MutationObserver.
import type { Page } from '@playwright/test';

export async function watchAnnouncer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = said;
    new MutationObserver(() => {
      const region = document.querySelector<HTMLElement>('[data-testid="voice-announcer"]');
      if (!region || region.dataset.watched) return;
      region.dataset.watched = '1';
      new MutationObserver(() => {
        const text = region.textContent ?? '';
        if (text && said.at(-1) !== text) said.push(text);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    }).observe(document, { childList: true, subtree: true });
  });
}

export function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announced: string[] }).__announced ?? []);
}
