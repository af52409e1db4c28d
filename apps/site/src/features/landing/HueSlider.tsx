import { useId } from 'react';
import { landingCopy as copy } from '../../copy/hero.ts';
import { SKY_STYLESHEET_HUE } from '../lightning/index.ts';

const HUE_MIN = 0;
const HUE_MAX = 360;
const HUE_STEP = 1;
/** The sky's stylesheet hue: the prerendered sky is the default one (skyStylesheet.ts). */
export const HUE_DEFAULT = SKY_STYLESHEET_HUE;

export function HueSlider({ value, onChange }: { value: number; onChange: (hue: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 rounded-full border border-white/10 bg-slate-950/70 pr-1 pl-4">
      <label htmlFor={id} className="text-xs font-medium whitespace-nowrap text-slate-300">
        {copy.hueLabel}
      </label>
      <input
        id={id}
        type="range"
        className="hue-slider w-44 sm:w-48"
        min={HUE_MIN}
        max={HUE_MAX}
        step={HUE_STEP}
        value={value}
        aria-valuetext={copy.hueValue(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
