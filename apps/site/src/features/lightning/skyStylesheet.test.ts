import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { HUE_DEFAULT } from '../landing/HueSlider.tsx';
import { SKY_STYLESHEET_HUE } from './skyStylesheet.ts';

test("index.css gives the sky SKY_STYLESHEET_HUE, the hue slider's default", () => {
  const siteCss = readFileSync(join(import.meta.dirname, '..', '..', 'index.css'), 'utf8');
  const rule = /\.lightning-sky \{([^}]*)\}/.exec(siteCss)?.[1] ?? '';
  expect(/--sky-hue: (\d+);/.exec(rule)?.[1]).toBe(String(SKY_STYLESHEET_HUE));
  expect(HUE_DEFAULT).toBe(SKY_STYLESHEET_HUE);
});
