import { describe, expect, test, vi } from 'vitest';
import { startOrbMotion } from './orbMotion.ts';

/** An element whose `animate` records its calls (jsdom has no Web Animations). */
function animatable() {
  const element = document.createElement('span');
  const cancel = vi.fn();
  const animate = vi.fn((_keyframes: Keyframe[], _timing: KeyframeAnimationOptions) => ({
    cancel,
  }));
  Object.assign(element, { animate });
  return { element, animate, cancel };
}

describe('startOrbMotion', () => {
  test('every ring and particle runs one endless Web Animation of transform and opacity, staggered', () => {
    const rings = [animatable(), animatable(), animatable()];
    const particles = Array.from({ length: 12 }, animatable);
    startOrbMotion(
      rings.map((r) => r.element),
      particles.map((p) => p.element),
    );
    for (const { animate } of [...rings, ...particles]) {
      expect(animate).toHaveBeenCalledTimes(1);
      const [keyframes, timing] = animate.mock.calls[0] ?? [];
      expect(timing?.iterations).toBe(Number.POSITIVE_INFINITY);
      const properties = new Set(keyframes?.flatMap((frame) => Object.keys(frame)));
      expect([...properties].filter((p) => p !== 'offset' && p !== 'easing').sort()).toEqual([
        'opacity',
        'transform',
      ]);
    }
    expect(rings.map(({ animate }) => animate.mock.calls[0]?.[1].delay)).toEqual([0, 800, 1600]);
    const delays = particles.map(({ animate }) => animate.mock.calls[0]?.[1].delay);
    expect(new Set(delays).size).toBe(12);
  });

  test('the stop cancels every animation', () => {
    const parts = [animatable(), animatable()];
    const stop = startOrbMotion([parts[0]?.element as Element], [parts[1]?.element as Element]);
    expect(parts.every(({ cancel }) => cancel.mock.calls.length === 0)).toBe(true);
    stop();
    expect(parts.every(({ cancel }) => cancel.mock.calls.length === 1)).toBe(true);
  });

  test('without Web Animations (old browsers, jsdom) nothing runs and nothing throws', () => {
    const stop = startOrbMotion([document.createElement('span')], []);
    expect(() => stop()).not.toThrow();
  });
});
