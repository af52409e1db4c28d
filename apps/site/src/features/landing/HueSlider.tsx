import { useId } from 'react';
import { landingCopy as copy } from '../../copy/hero.ts';

const HUE_MIN = 0;
const HUE_MAX = 360;
const HUE_STEP = 1;
export const HUE_DEFAULT = 280;

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
