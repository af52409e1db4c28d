import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, test, vi } from 'vitest';
import {
  computeOrbLevels,
  ORB_LABELS,
  ORB_LEVEL_COUNT,
  Orb,
  type OrbFlags,
  resolveOrbState,
} from './index.ts';
import { ORB_STYLESHEET } from './orbStylesheet.ts';

describe('resolveOrbState', () => {
  test.each<[string, OrbFlags, string]>([
    ['nothing set', {}, 'idle'],
    ['only processing', { isProcessing: true }, 'processing'],
    ['only speaking', { isSpeaking: true }, 'speaking'],
    ['speaking beats processing', { isSpeaking: true, isProcessing: true }, 'speaking'],
    ['listening beats speaking', { isListening: true, isSpeaking: true }, 'listening'],
    [
      'listening beats everything',
      { isListening: true, isSpeaking: true, isProcessing: true },
      'listening',
    ],
  ])('%s -> %s', (_title, flags, expected) => {
    expect(resolveOrbState(flags)).toBe(expected);
  });
});

describe('computeOrbLevels', () => {
  test.each([
    ['active, full volume', 1, true, 80],
    ['active, silent', 0, true, 80],
    ['inactive, full volume', 1, false, 15],
  ])('%s: 24 values within 0..%i', (_title, volume, active, max) => {
    const levels = computeOrbLevels(volume, active, () => 1);
    expect(levels).toHaveLength(ORB_LEVEL_COUNT);
    for (const level of levels) {
      expect(level).toBeGreaterThanOrEqual(0);
      expect(level).toBeLessThanOrEqual(max);
    }
  });

  test('active levels follow the volume and reach 80 at full volume', () => {
    expect(Math.max(...computeOrbLevels(1, true, () => 1))).toBe(80);
    expect(Math.max(...computeOrbLevels(0.1, true, () => 1))).toBeLessThan(30);
  });
});

describe('<Orb />', () => {
  test.each<[OrbFlags, string]>([
    [{}, 'idle'],
    [{ isProcessing: true }, 'processing'],
    [{ isListening: true }, 'listening'],
    [{ isSpeaking: true }, 'speaking'],
  ])('%o renders a %s button named by what a click does, without aria-pressed', (flags, state) => {
    render(<Orb {...flags} />);
    const button = screen.getByRole('button', {
      name: ORB_LABELS[state as keyof typeof ORB_LABELS],
    });
    expect(button).toHaveAttribute('data-state', state);
    expect(button).not.toHaveAttribute('aria-pressed');
  });

  test('one name for the whole call: listening and speaking share it', () => {
    expect(ORB_LABELS.listening).toBe(ORB_LABELS.speaking);
  });

  test('muted during a call: a struck-through microphone and data-muted', () => {
    const { container, rerender } = render(<Orb isListening isMuted />);
    expect(container.querySelector('.orb')).toHaveAttribute('data-muted');
    rerender(<Orb isMuted />);
    expect(container.querySelector('.orb')).not.toHaveAttribute('data-muted');
  });

  test('is a real button: keyboard activation calls onClick', () => {
    const onClick = vi.fn();
    render(<Orb onClick={onClick} />);
    const button = screen.getByRole('button');
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(button).toHaveFocus();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('shows 12 bars, rings and 12 particles only while active', () => {
    const { container, rerender } = render(<Orb />);
    expect(container.querySelector('.orb-bars')).toBeNull();
    expect(container.querySelector('.orb-rings')).toBeNull();
    rerender(<Orb isListening />);
    expect(container.querySelectorAll('.orb-bars > span')).toHaveLength(12);
    expect(container.querySelectorAll('.orb-particles > span')).toHaveLength(12);
    expect(container.querySelectorAll('.orb-rings > span').length).toBeGreaterThan(0);
  });

  test('writes inline only the hue and hover that differ from orb.css', () => {
    const { rerender } = render(<Orb />);
    const button = screen.getByRole('button');
    // the stylesheet's values: nothing written, so hydration restyles nothing
    expect(button.getAttribute('style') ?? '').toBe('');
    rerender(<Orb hue={10} hoverIntensity={2} />);
    expect(button.style.getPropertyValue('--orb-hue')).toBe('10');
    expect(button.style.getPropertyValue('--orb-hover')).toBe('1');
    rerender(<Orb hue={ORB_STYLESHEET.hue} hoverIntensity={ORB_STYLESHEET.hoverIntensity} />);
    expect(button.getAttribute('style') ?? '').toBe('');
  });

  test("orb.css sets the custom properties to ORB_STYLESHEET's values", () => {
    const orbCss = readFileSync(join(import.meta.dirname, 'orb.css'), 'utf8');
    const rule = /\.orb \{([^}]*)\}/.exec(orbCss)?.[1] ?? '';
    expect(/--orb-hue: ([\d.]+);/.exec(rule)?.[1]).toBe(String(ORB_STYLESHEET.hue));
    expect(/--orb-hover: ([\d.]+);/.exec(rule)?.[1]).toBe(String(ORB_STYLESHEET.hoverIntensity));
  });
});

describe('<Orb /> level motion (requestAnimationFrame, real time)', () => {
  test('audio levels reach the DOM in animation frames without a single React render', async () => {
    let volume = 0.2;
    const onRender = vi.fn();
    const { container } = render(
      <Profiler id="orb" onRender={onRender}>
        <Orb isSpeaking getVolume={() => volume} />
      </Profiler>,
    );
    const rendersAfterMount = onRender.mock.calls.length;
    const bar = container.querySelector<HTMLElement>('.orb-bars > span');
    const readings = new Set<string>();
    let i = 0;
    await vi.waitFor(
      async () => {
        volume = i++ % 2 ? 0.9 : 0.05;
        await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
        readings.add(bar?.style.transform ?? '');
        expect(readings.size).toBeGreaterThan(5);
      },
      { timeout: 5000, interval: 0 },
    );
    expect(onRender.mock.calls.length).toBe(rendersAfterMount);
  });

  test('nothing is written while the level rests: the idle orb settles and stops', async () => {
    const { container } = render(<Orb />);
    const body = container.querySelector<HTMLElement>('.orb-body');
    const glow = container.querySelector<HTMLElement>('.orb-glow');
    const writesDuring = async (ms: number) => {
      const writes: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const r of records) writes.push((r.target as HTMLElement).className);
      });
      for (const el of [body, glow]) if (el) observer.observe(el, { attributes: true });
      await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
      observer.disconnect();
      return writes;
    };
    // once past the longest ramp (160 ms of frames, however late they come), a quiet window of
    // 300 ms: an orb that kept writing would never give one
    await vi.waitFor(async () => expect(await writesDuring(300)).toEqual([]), {
      timeout: 10_000,
      interval: 0,
    });
    expect(body?.style.transform).toMatch(/^scale\(/);
  });
});

describe('Orb: intent before hydration', () => {
  /** Hydrates a prerendered orb (focused first when `focused`); returns its onIntent spy. */
  async function hydratePrerendered(focused: boolean) {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Orb />);
    if (focused) container.querySelector('button')?.focus();
    const onIntent = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Orb onIntent={onIntent} />));
    act(() => root.unmount());
    container.remove();
    return onIntent;
  }

  test('focus that reached the prerendered orb counts as intent once the code hydrates it', async () => {
    expect(await hydratePrerendered(true)).toHaveBeenCalledTimes(1);
  });

  test('an orb nobody reached does not preload on hydration', async () => {
    expect(await hydratePrerendered(false)).not.toHaveBeenCalled();
  });
});
