import { type MouseEventHandler, useEffect, useLayoutEffect, useRef } from 'react';
import { setCssVariable } from '../../lib/cssVariable.ts';
import { prefersReducedMotion } from '../../lib/reducedMotion.ts';
import { HeadsetIcon } from '../icons/HeadsetIcon.tsx';
import { MicrophoneIcon } from '../icons/MicrophoneIcon.tsx';
import { MicrophoneOffIcon } from '../icons/MicrophoneOffIcon.tsx';
import { SpinnerIcon } from '../icons/SpinnerIcon.tsx';
import { ORB_PARTICLE_COUNT, ORB_VISIBLE_BARS } from './orbLevels.ts';
import { startOrbMotion } from './orbMotion.ts';
import { ORB_LABELS, type OrbFlags, resolveOrbState } from './orbState.ts';
import { ORB_STYLESHEET } from './orbStylesheet.ts';
import { useOrbLevelLoop } from './useOrbLevelLoop.ts';
import './orb.css';

export interface OrbProps extends OrbFlags {
  /** Base hue of the orb's glow, 0..360. */
  hue?: number;
  /** How strongly the orb reacts to hover (0..1). */
  hoverIntensity?: number;
  /** Slowly rotate the orb's gradient while hovered. */
  rotateOnHover?: boolean;
  /** Render as if hovered (for showcases and touch devices). */
  forceHoverState?: boolean;
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Called on pointer enter and focus: a good moment to preload what a click needs. */
  onIntent?: () => void;
  /** Current voice volume (0..1), read by the level loop outside React. */
  getVolume?: () => number;
  /** Override the accessible name. */
  label?: string;
  /** The visitor's microphone is off: a struck-through microphone, paused rings, dimmed bars. */
  isMuted?: boolean;
}

const BAR_KEYS = Array.from({ length: ORB_VISIBLE_BARS }, (_, i) => `bar-${i}`);
const PARTICLE_KEYS = Array.from({ length: ORB_PARTICLE_COUNT }, (_, i) => `particle-${i}`);

export function Orb({
  hue = ORB_STYLESHEET.hue,
  hoverIntensity = ORB_STYLESHEET.hoverIntensity,
  rotateOnHover = true,
  forceHoverState = false,
  className = '',
  onClick,
  onIntent,
  getVolume,
  label,
  isMuted = false,
  ...flags
}: OrbProps) {
  const state = resolveOrbState(flags);
  const active = state === 'listening' || state === 'speaking';
  const rootRef = useRef<HTMLButtonElement>(null);
  const glowRef = useRef<HTMLSpanElement>(null);
  const bodyRef = useRef<HTMLSpanElement>(null);
  const barsRef = useRef<HTMLSpanElement>(null);
  const ringsRef = useRef<HTMLSpanElement>(null);
  const particlesRef = useRef<HTMLSpanElement>(null);
  useOrbLevelLoop({ glowRef, bodyRef, barsRef, active, getVolume });

  // the rings' pulse and the particles' drift during a call; still under reduced motion
  useEffect(() => {
    if (!active) return;
    if (prefersReducedMotion()) return;
    return startOrbMotion(
      [...(ringsRef.current?.children ?? [])],
      [...(particlesRef.current?.children ?? [])],
    );
  }, [active]);

  // A pointer that entered (or focus that reached) the prerendered orb before the page's code
  // hydrated it fired no handler: the intent counts once, when the code arrives.
  const intentRef = useRef(onIntent);
  intentRef.current = onIntent;
  useEffect(() => {
    const root = rootRef.current;
    if (root && (root.matches(':hover') || root === document.activeElement)) intentRef.current?.();
  }, []);

  // CSS variables are written through the CSSOM (allowed by a strict style-src), never as
  // inline style attributes in prerendered HTML; only where they differ from orb.css's.
  useLayoutEffect(() => {
    const style = rootRef.current?.style;
    if (!style) return;
    setCssVariable(style, '--orb-hue', hue, ORB_STYLESHEET.hue);
    setCssVariable(
      style,
      '--orb-hover',
      Math.max(0, Math.min(1, hoverIntensity)),
      ORB_STYLESHEET.hoverIntensity,
    );
  }, [hue, hoverIntensity]);

  return (
    <button
      ref={rootRef}
      type="button"
      className={`orb ${className}`.trim()}
      data-state={state}
      data-active={active || undefined}
      data-rotate={rotateOnHover || undefined}
      data-force-hover={forceHoverState || undefined}
      data-muted={(active && isMuted) || undefined}
      aria-label={label ?? ORB_LABELS[state]}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <span ref={glowRef} className="orb-glow" aria-hidden="true" />
      {active && (
        <span ref={ringsRef} className="orb-rings" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      )}
      <span ref={bodyRef} className="orb-body" aria-hidden="true" />
      {active && (
        <span ref={particlesRef} className="orb-particles" aria-hidden="true">
          {PARTICLE_KEYS.map((key) => (
            <span key={key} />
          ))}
        </span>
      )}
      {active && (
        <span ref={barsRef} className="orb-bars" data-testid="orb-bars" aria-hidden="true">
          {BAR_KEYS.map((key) => (
            <span key={key} />
          ))}
        </span>
      )}
      <span className="orb-icon" aria-hidden="true">
        {state === 'speaking' ? (
          <HeadsetIcon className="size-full" />
        ) : state === 'processing' ? (
          <SpinnerIcon className="orb-spinner size-full" />
        ) : active && isMuted ? (
          <MicrophoneOffIcon className="size-full" />
        ) : (
          <MicrophoneIcon className="size-full" />
        )}
      </span>
    </button>
  );
}
