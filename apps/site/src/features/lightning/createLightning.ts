import { boltPath, type Point } from './boltPath.ts';

export interface LightningOptions {
  hue: number;
  reducedMotion: boolean;
  random?: () => number;
}

export interface Lightning {
  setHue(hue: number): void;
  /** Pause (tab hidden) or resume. */
  setPaused(paused: boolean): void;
  destroy(): void;
}

const FLASH_MS = 520;

/**
 * Canvas lightning: a bolt flashes every 1.5-4 s and the canvas is idle in between (no
 * animation frame runs while nothing moves). Reduced motion draws one still bolt.
 */
export function createLightning(canvas: HTMLCanvasElement, options: LightningOptions): Lightning {
  const ctx = canvas.getContext('2d');
  const random = options.random ?? Math.random;
  let hue = options.hue;
  let paused = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bolt: Point[][] | null = null;
  let boltStart = 0;

  const resize = () => {
    const dpr = Math.min(window.devicePixelRatio || 1, 1.5);
    canvas.width = Math.round(canvas.clientWidth * dpr);
    canvas.height = Math.round(canvas.clientHeight * dpr);
    ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
  };

  const draw = (alpha: number) => {
    if (!ctx || !bolt) return;
    ctx.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    const strokes: [number, string][] = [
      [10, `hsl(${hue} 100% 60% / ${0.12 * alpha})`],
      [4, `hsl(${hue} 100% 70% / ${0.35 * alpha})`],
      [1.4, `hsl(${hue} 100% 92% / ${0.95 * alpha})`],
    ];
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (const [width, color] of strokes) {
      ctx.lineWidth = width;
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

  const animate = (now: number) => {
    const t = (now - boltStart) / FLASH_MS;
    if (t >= 1) {
      ctx?.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight);
      bolt = null;
      schedule();
      return;
    }
    // two quick flickers, then a fade
    const flicker = t < 0.12 ? 1 : t < 0.2 ? 0.35 : t < 0.3 ? 0.9 : 1 - (t - 0.3) / 0.7;
    draw(Math.max(0, flicker));
    frame = requestAnimationFrame(animate);
  };

  const flash = () => {
    if (paused) return;
    bolt = boltPath(canvas.clientWidth, canvas.clientHeight, random);
    boltStart = performance.now();
    frame = requestAnimationFrame(animate);
  };

  function schedule() {
    clearTimeout(timer);
    if (!paused) timer = setTimeout(flash, 1500 + random() * 2500);
  }

  resize();
  window.addEventListener('resize', resize);
  if (options.reducedMotion) {
    bolt = boltPath(canvas.clientWidth, canvas.clientHeight, random);
    draw(0.5);
  } else {
    timer = setTimeout(flash, 600);
  }

  return {
    setHue(next) {
      hue = next;
      if (options.reducedMotion) draw(0.5);
    },
    setPaused(next) {
      if (paused === next || options.reducedMotion) return;
      paused = next;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (!paused) schedule();
    },
    destroy() {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('resize', resize);
    },
  };
}
