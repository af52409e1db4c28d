import { describe, expect, test } from 'vitest';
import { setCssVariable } from './cssVariable.ts';

describe('setCssVariable', () => {
  test("a value other than the stylesheet's is written inline; the stylesheet's removes it", () => {
    const { style } = document.createElement('div');
    setCssVariable(style, '--hue', 280, 280);
    expect(style.cssText).toBe('');
    setCssVariable(style, '--hue', 10, 280);
    expect(style.getPropertyValue('--hue')).toBe('10');
    setCssVariable(style, '--hue', 280, 280);
    expect(style.cssText).toBe('');
  });
});
