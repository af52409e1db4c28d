// Holds back the build's chunks whose file names start with one of `names` (`CookieBanner` for
// `/assets/CookieBanner-<hash>.js`) until `release()`: what a slow network does to the code a
// page loads after hydration. `requested(name)` resolves once the page has asked for the chunk.
import type { Page, Route } from '@playwright/test';

export interface HeldChunks {
  requested(name: string): Promise<void>;
  release(): Promise<void>;
}

export async function holdChunks(page: Page, names: readonly string[]): Promise<HeldChunks> {
  const held: Route[] = [];
  const seen = new Map<string, () => void>();
  const asked = new Map(
    names.map((name) => [name, new Promise<void>((resolve) => seen.set(name, resolve))]),
  );
  let released = false;
  const pattern = new RegExp(`/assets/(${names.join('|')})-[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    const name = pattern.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
    seen.get(name)?.();
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: (name) => asked.get(name) ?? Promise.reject(new Error(`${name} is not held`)),
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
