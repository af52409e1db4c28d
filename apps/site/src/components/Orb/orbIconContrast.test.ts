// The orb's state icons keep at least 3:1 (WCAG 1.4.11) against the orb: each icon colour of
// orb.css against its dark disc laid over the lightest thing the orb can show behind it (white).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'orb.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

const rgb = (text: string) => text.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The declaration `prop` inside the first rule whose selector is exactly `selector`. */
function declaration(selector: string, prop: string): string {
  const rule = css.split('}').find((block) => block.split('{')[0]?.trim() === selector);
  const match = rule?.match(new RegExp(`(?:^|[;{\\s])${prop}:\\s*([^;]+);`));
  if (!match?.[1]) throw new Error(`${selector} { ${prop} } not found in orb.css`);
  return match[1];
}

describe('orb state icons: at least 3:1 against the orb', () => {
  const [dr, dg, db, alpha = 1] = rgb(declaration('.orb-icon', 'background'));
  // the disc over a white orb (the worst case: any other orb colour is darker)
  const behind = [dr, dg, db].map((c = 0) => alpha * c + (1 - alpha) * 255);

  test.each([
    ['idle', '.orb-icon'],
    ['listening', '.orb[data-state="listening"] .orb-icon'],
    ['speaking', '.orb[data-state="speaking"] .orb-icon'],
    ['processing', '.orb[data-state="processing"] .orb-icon'],
    ['muted', '.orb[data-muted] .orb-icon'],
  ])('%s', (_state, selector) => {
    expect(contrast(rgb(declaration(selector, 'color')), behind)).toBeGreaterThanOrEqual(3);
  });
});
