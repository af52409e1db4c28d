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
  /** Reads of the canvas's layout size (each forces a layout in a browser). */
  const layout = { reads: 0 };
  for (const [name, value] of [
    ['clientWidth', 400],
    ['clientHeight', 800],
  ] as const)
    Object.defineProperty(canvas, name, {
      get: () => {
        layout.reads += 1;
        return value;
      },
    });
  canvas.getContext = (() => ctx) as never;
  return { canvas, ctx, layout };
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
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const create = (reducedMotion: boolean) => {
    const { canvas, ctx, layout } = fakeCanvas();
    const lightning = createLightning(canvas, { hue: 280, reducedMotion, random: () => 0.5 });
    return { lightning, ctx, canvas, layout };
  };

  test('a flash draws the bolt once, fades it out, clears, and schedules the next', () => {
    const { lightning, ctx } = create(false);
    // the first bolt on the schedule of every later one: 1500 + 0.5 x 2500 ms
    vi.advanceTimersByTime(2749);
    expect(ctx.stroke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const strokesPerBolt = ctx.stroke.mock.calls.length;
    expect(strokesPerBolt).toBe(3 * 4);
    const clears = ctx.clearRect.mock.calls.length;
    vi.advanceTimersByTime(520);
    expect(ctx.stroke.mock.calls.length).toBe(strokesPerBolt);
    expect(ctx.clearRect.mock.calls.length).toBe(clears + 1);
    vi.advanceTimersByTime(2750);
    expect(ctx.stroke.mock.calls.length).toBe(2 * strokesPerBolt);
    lightning.destroy();
  });

  test('paused (tab hidden, a call): hidden, no flash until resumed', () => {
    const { lightning, ctx, canvas } = create(false);
    lightning.setPaused(true);
    expect(canvas.hidden).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(ctx.stroke).not.toHaveBeenCalled();
    lightning.setPaused(false);
    expect(canvas.hidden).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(ctx.stroke).toHaveBeenCalled();
    lightning.destroy();
  });

  test('pausing (the orb tap that starts a call) reads no layout and draws nothing', () => {
    const { lightning, ctx, canvas, layout } = create(false);
    vi.advanceTimersByTime(2750); // a bolt on screen
    const reads = layout.reads;
    const clears = ctx.clearRect.mock.calls.length;
    lightning.setPaused(true);
    expect(layout.reads).toBe(reads);
    expect(ctx.clearRect.mock.calls.length).toBe(clears);
    lightning.setPaused(false);
    expect(canvas.width).toBeGreaterThan(0); // sized again (which clears it)
    lightning.destroy();
  });

  test('a flash and its end read no layout (the size is read when the canvas is sized)', () => {
    const { lightning, ctx, layout } = create(false);
    const reads = layout.reads;
    vi.advanceTimersByTime(2750 + 520 + 4000);
    expect(ctx.stroke).toHaveBeenCalled();
    expect(ctx.clearRect).toHaveBeenCalled();
    expect(layout.reads).toBe(reads);
    lightning.destroy();
  });

  test('the hero resized without the window: sized again from the observer, the bolt redrawn', () => {
    const observers: { callback: ResizeObserverCallback; observed: Element[]; off: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: ResizeObserverCallback) {
          this.entry = { callback, observed: [], off: false };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.observed.push(target);
        }
        disconnect() {
          this.entry.off = true;
        }
      },
    );
    try {
      const { lightning, ctx, canvas, layout } = create(true);
      const [observer] = observers;
      expect(observer?.observed).toEqual([canvas]);
      const resized = (width: number, height: number) =>
        observer?.callback(
          [{ contentRect: { width, height } } as ResizeObserverEntry],
          {} as never,
        );
      const strokes = ctx.stroke.mock.calls.length;
      const reads = layout.reads;
      resized(400, 800); // the size it has: nothing to do
      expect(ctx.stroke.mock.calls.length).toBe(strokes);
      resized(400, 1100);
      expect(canvas.height).toBe(1100);
      expect(ctx.stroke.mock.calls.length).toBe(strokes * 2); // the still bolt, drawn again
      expect(layout.reads).toBe(reads);
      lightning.destroy();
      expect(observer?.off).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('reduced motion: one still bolt, redrawn on hue change, never animated', () => {
    const { lightning, ctx } = create(true);
    const strokes = ctx.stroke.mock.calls.length;
    expect(strokes).toBeGreaterThan(0);
    vi.advanceTimersByTime(20_000);
    expect(ctx.stroke.mock.calls.length).toBe(strokes);
    lightning.setHue(10);
    expect(ctx.stroke.mock.calls.length).toBe(strokes * 2);
    lightning.destroy();
  });
});
