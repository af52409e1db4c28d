import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { boltPath, createLightning } from './index.ts';

function fakeCanvas() {
  const ctx = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
  };
  const canvas = document.createElement('canvas');
  Object.defineProperty(canvas, 'clientWidth', { value: 400 });
  Object.defineProperty(canvas, 'clientHeight', { value: 800 });
  canvas.getContext = (() => ctx) as never;
  return { canvas, ctx };
}

describe('boltPath', () => {
  test('runs from the top edge downwards within the canvas width, with branches', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const [main, ...branches] = boltPath(400, 800, random);
    expect(main?.[0]?.y).toBe(0);
    expect(main?.length).toBe(2 ** 6 + 1);
    const ys = main?.map((p) => p.y) ?? [];
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(branches).toHaveLength(3);
  });
});

describe('createLightning', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  test('flashes on a timer and animates only while a bolt is visible', () => {
    const { canvas, ctx } = fakeCanvas();
    const lightning = createLightning(canvas, {
      hue: 280,
      reducedMotion: false,
      random: () => 0.5,
    });
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
    lightning.destroy();
    expect(ctx.stroke).not.toHaveBeenCalled();
  });

  test('paused (tab hidden): no flash is scheduled until resumed', () => {
    const { canvas } = fakeCanvas();
    const lightning = createLightning(canvas, {
      hue: 280,
      reducedMotion: false,
      random: () => 0.5,
    });
    lightning.setPaused(true);
    vi.advanceTimersByTime(20_000);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    lightning.setPaused(false);
    vi.advanceTimersByTime(5000);
    expect(window.requestAnimationFrame).toHaveBeenCalled();
    lightning.destroy();
  });

  test('reduced motion: one still bolt, redrawn on hue change, never animated', () => {
    const { canvas, ctx } = fakeCanvas();
    const lightning = createLightning(canvas, { hue: 280, reducedMotion: true, random: () => 0.5 });
    const strokes = ctx.stroke.mock.calls.length;
    expect(strokes).toBeGreaterThan(0);
    vi.advanceTimersByTime(20_000);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    lightning.setHue(10);
    expect(ctx.stroke.mock.calls.length).toBe(strokes * 2);
    lightning.destroy();
  });
});
