import type { Page } from '@playwright/test';

/**
 * Offline stand-in for the ad network: the pixel script reads the `fbq` queue and reports each
 * event as an image beacon to https://www.facebook.com/tr, like the real one. Every request to the
 * ad hosts is recorded.
 */
const STANDIN_SCRIPT = `(() => {
  const fbq = window.fbq;
  const send = (args) => {
    const [command, name, data] = args;
    if (command !== 'track') return;
    const url = new URL('https://www.facebook.com/tr');
    url.searchParams.set('ev', name);
    if (data) url.searchParams.set('cd', JSON.stringify(data));
    new Image().src = url.href;
  };
  const queued = fbq.queue.slice();
  fbq.queue.length = 0;
  fbq.callMethod = (...args) => send(args);
  for (const args of queued) send(Array.from(args));
})();`;

const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

export async function routePixel(page: Page): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(/^https:\/\/(connect|www)\.facebook\.(net|com)\//, async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    if (url.hostname === 'connect.facebook.net') {
      await route.fulfill({ contentType: 'application/javascript', body: STANDIN_SCRIPT });
    } else {
      await route.fulfill({ contentType: 'image/gif', body: GIF });
    }
  });
  return requests;
}
