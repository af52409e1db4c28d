/**
 * A value that moves linearly from where it is to its latest target in `durationMs`, read once
 * per animation frame: the motion a CSS transition gave, without starting one (a CSS transition
 * dispatches transitionrun/start/end events, which React listens to at its root).
 */
export interface LevelRamp {
  /** Aim at `target` from the value shown at `now`; the same target again changes nothing. */
  set(target: number, now: number): void;
  /** The value at `now` (a frame's timestamp). */
  value(now: number): number;
  /** True once the value rests on the target. */
  settled(now: number): boolean;
  /** Jump to `target` at once (reduced motion, first value). */
  jump(target: number): void;
}

export function createLevelRamp(initial: number, durationMs: number): LevelRamp {
  let from = initial;
  let to = initial;
  let start = Number.NEGATIVE_INFINITY;
  const progress = (now: number) =>
    durationMs <= 0 ? 1 : Math.max(0, Math.min(1, (now - start) / durationMs));
  const value = (now: number) => from + (to - from) * progress(now);
  return {
    set(target, now) {
      if (target === to) return;
      from = value(now);
      to = target;
      start = now;
    },
    value,
    settled: (now) => progress(now) >= 1,
    jump(target) {
      from = target;
      to = target;
      start = Number.NEGATIVE_INFINITY;
    },
  };
}

/**
 * Writes `text` into `element.style[property]` unless it is what was written last: no style
 * write (and no restyle) for a value that did not change.
 */
export function createStyleWriter() {
  const last = new WeakMap<HTMLElement, Map<string, string>>();
  return (
    element: HTMLElement | null | undefined,
    property: 'transform' | 'opacity',
    text: string,
  ) => {
    if (!element) return;
    let written = last.get(element);
    if (!written) {
      written = new Map();
      last.set(element, written);
    }
    if (written.get(property) === text) return;
    written.set(property, text);
    element.style[property] = text;
  };
}
