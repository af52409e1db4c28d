import { INDUSTRY_OPTIONS, type Industry } from '@hlasovy-asistent/validation';
import { useId } from 'react';
import { copy } from '../copy.ts';
import { labelClass } from './fieldStyles.ts';
import { SelectControl } from './SelectControl.tsx';

export interface IndustrySelectProps {
  value: Industry | '';
  onChange: (value: Industry | '') => void;
  disabled?: boolean;
}

const VALUES = new Set<string>(INDUSTRY_OPTIONS.map((option) => option.value));

function toIndustry(value: string): Industry | '' {
  return VALUES.has(value) ? (value as Industry) : '';
}

/** The industry choice: the ten options of `INDUSTRY_OPTIONS`. */
export function IndustrySelect({ value, onChange, disabled }: IndustrySelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {copy.industry}
      </label>
      <SelectControl
        id={id}
        name="industry"
        value={value}
        empty={value === ''}
        onChange={(event) => onChange(toIndustry(event.target.value))}
        disabled={disabled}
        required
      >
        <option value="">{copy.industryPlaceholder}</option>
        {INDUSTRY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </div>
  );
}
