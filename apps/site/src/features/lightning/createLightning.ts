import { boltPath, type Point } from './boltPath.ts';

export interface LightningOptions {
  hue: number;
  reducedMotion: boolean;
  random?: () => number;
}

export interface Lightning {
  setHue(hue: number): void;
  /**
   * Pause (tab hidden, a call) or resume. A paused canvas is also hidden (`display: none`): an
   * empty canvas on the page still costs its layer in every frame the page commits.
   */
  setPaused(paused: boolean): void;
  destroy(): void;
}

const FLASH_MS = 520;
/** The strength of the still bolt drawn under reduced motion. */
const STILL_ALPHA = 0.5;
/** Two quick flickers, then a fade: played on the canvas's opacity by the compositor. */
const FLICKER: Keyframe[] = [
  { opacity: 1, offset: 0 },
  { opacity: 0.35, offset: 0.12 },
  { opacity: 1, offset: 0.22 },
  { opacity: 0.9, offset: 0.3 },
  { opacity: 0, offset: 1 },
];

/**
 * Canvas lightning: every 1.5-4 s one bolt is drawn once and flickers out through a Web
 * Animation of the canvas opacity (no per-frame drawing, no work between flashes). Reduced
 * motion draws one still bolt. The first bolt keeps that schedule too: a flash is 520 ms of
 * frames at the display's rate, and at 600 ms after the code loaded (as it was) they fell on the
 * first load's last stretch, each frame composited and (in Lighthouse) captured while the page's
 * own tasks waited for a core (issue 40: 31 frames inside TBT's window).
 */
export function createLightning(canvas: HTMLCanvasElement, options: LightningOptions): Lightning {
  const ctx = canvas.getContext('2d');
  const random = options.random ?? Math.random;
  let hue = options.hue;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let animation: Animation | null = null;
  let bolt: Point[][] | null = null;

  // The canvas's layout size, read when it is sized, never in a flash: a read then forces a
  // layout whenever the page has changed since its last frame, on a phone a long task during the
  // first load (issue 40).
  let width = 0;
  let height = 0;

  const resize = (size = { width: canvas.clientWidth, height: canvas.clientHeight }) => {
    ({ width, height } = size);
    const dpr = Math.min(window.devicePixelRatio || 1, 1.5);
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
    // a new size clears the canvas: the bolt on it comes back
    if (bolt) draw(options.reducedMotion ? STILL_ALPHA : 1);
  };
  // The hero can change height without the window resizing: its size comes from layout, after it
  // (the observer's first call, on observe, brings the size the canvas already has).
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(([entry]) => {
          const size = entry?.contentRect;
          if (size && (size.width !== width || size.height !== height)) resize(size);
        })
      : null;
  const onWindowResize = () => resize();

  const clear = () => ctx?.clearRect(0, 0, width, height);

  const draw = (alpha: number) => {
    if (!ctx || !bolt) return;
    clear();
    const strokes: [number, string][] = [
      [10, `hsl(${hue} 100% 60% / ${0.12 * alpha})`],
      [4, `hsl(${hue} 100% 70% / ${0.35 * alpha})`],
      [1.4, `hsl(${hue} 100% 92% / ${0.95 * alpha})`],
    ];
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (const [lineWidth, color] of strokes) {
      ctx.lineWidth = lineWidth;
      ctx.strokeStyle = color;
      for (const [index, path] of bolt.entries()) {
        ctx.globalAlpha = index === 0 ? 1 : 0.6;
        ctx.beginPath();
        for (const [i, p] of path.entries()) {
          if (i === 0) ctx.moveTo(p.x, p.y);
          else ctx.lineTo(p.x, p.y);
        }
        ctx.stroke();
      }
    }
    ctx.globalAlpha = 1;
  };

  const stopFlash = () => {
    clearTimeout(timer);
    if (animation) {
      animation.onfinish = null;
      animation.cancel();
      animation = null;
    }
  };

  const flashDone = () => {
    animation = null;
    clear();
    bolt = null;
    schedule();
  };

  const flash = () => {
    if (paused) return;
    bolt = boltPath(width, height, random);
    draw(1);
    if (typeof canvas.animate === 'function') {
      animation = canvas.animate(FLICKER, { duration: FLASH_MS, easing: 'linear' });
      animation.onfinish = flashDone;
    } else {
      timer = setTimeout(flashDone, FLASH_MS);
    }
  };

  function schedule() {
    clearTimeout(timer);
    if (!paused) timer = setTimeout(flash, 1500 + random() * 2500);
  }

  resize();
  if (observer) observer.observe(canvas);
  else window.addEventListener('resize', onWindowResize);
  if (options.reducedMotion) {
    bolt = boltPath(width, height, random);
    draw(STILL_ALPHA);
  } else {
    schedule();
  }

  return {
    setHue(next) {
      hue = next;
      if (options.reducedMotion) draw(STILL_ALPHA);
    },
    setPaused(next) {
      if (paused === next || options.reducedMotion) return;
      paused = next;
      stopFlash();
      bolt = null;
      canvas.hidden = paused;
      // Hidden, what the canvas shows does not matter: no clear() here, whose size read would
      // force a layout inside the orb's tap (the call pauses the lightning), on a phone's main
      // thread tens of milliseconds before the call's setup can go on (issue 40).
      if (paused) return;
      // The observer brings the size the canvas gets back, after the next layout. Without one, the
      // page may have been resized while the canvas had no size (a new size also clears it).
      if (!observer) resize();
      schedule();
    },
    destroy() {
      stopFlash();
      observer?.disconnect();
      window.removeEventListener('resize', onWindowResize);
    },
  };
}
