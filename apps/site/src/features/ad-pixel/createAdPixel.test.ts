import { afterEach, describe, expect, test } from 'vitest';
import { createConsentStore } from '../cookie-consent/index.ts';
import { createAdPixel, PIXEL_SCRIPT_URL, type PixelQueue } from './index.ts';

type W = Window & { fbq?: PixelQueue; _fbq?: PixelQueue };

function setup(pixelId = '123456') {
  const consent = createConsentStore(() => localStorage);
  const pixel = createAdPixel({
    pixelId,
    hasConsent: () => consent.read() === 'accepted',
    subscribeConsent: (listener) => consent.subscribe((value) => listener(value === 'accepted')),
  });
  return { consent, pixel };
}

const scripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src === PIXEL_SCRIPT_URL);

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete (window as W).fbq;
  delete (window as W)._fbq;
});

describe('ad pixel', () => {
  test('nothing loads and Contact is a no-op before consent', () => {
    const { pixel } = setup();
    pixel.start();
    pixel.trackContact('Immediate Call Request');
    expect(scripts()).toHaveLength(0);
    expect((window as W).fbq).toBeUndefined();
  });

  test.each(['declined', 'dismissed'] as const)('stays unloaded after "%s"', (value) => {
    const { pixel, consent } = setup();
    pixel.start();
    consent.write(value);
    pixel.trackContact('Scheduled Call Request');
    expect(scripts()).toHaveLength(0);
  });

  test('loads on accept, then sends Contact with the lead fields', () => {
    const { pixel, consent } = setup();
    const stop = pixel.start();
    consent.write('accepted');
    expect(scripts()).toHaveLength(1);
    pixel.trackContact('Scheduled Call Request');
    const queue = (window as W).fbq?.queue.map((args) => [...args]);
    expect(queue).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
      [
        'track',
        'Contact',
        {
          content_name: 'Scheduled Call Request',
          content_category: 'lead_generation',
          value: 1,
          currency: 'EUR',
        },
      ],
    ]);
    stop();
  });

  test('loads at start when consent was accepted earlier, only once', () => {
    localStorage.setItem('cookie-consent', 'accepted');
    const { pixel, consent } = setup();
    pixel.start();
    consent.write('accepted');
    expect(scripts()).toHaveLength(1);
  });

  test('a withdrawn consent revokes the loaded pixel and sends no more events; a new accept grants', () => {
    const { pixel, consent } = setup();
    pixel.start();
    consent.write('accepted');
    consent.write('declined');
    pixel.trackContact('Immediate Call Request');
    const calls = () => (window as W).fbq?.queue.map((args) => args.slice(0, 2)) ?? [];
    expect(calls()).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
      ['consent', 'revoke'],
    ]);
    consent.write('accepted');
    pixel.trackContact('Immediate Call Request');
    expect(calls().slice(3)).toEqual([
      ['consent', 'grant'],
      ['track', 'Contact'],
    ]);
    expect(scripts()).toHaveLength(1);
  });

  test('without a pixel id nothing ever loads', () => {
    localStorage.setItem('cookie-consent', 'accepted');
    const { pixel } = setup('');
    pixel.start();
    pixel.trackContact('Immediate Call Request');
    expect(scripts()).toHaveLength(0);
  });
});
