import { INDUSTRY_OPTIONS, type Industry } from '@hlasovy-asistent/validation';
import { useId } from 'react';
import { copy } from '../../../copy/demoForm.ts';
import { fieldErrorId, LabelledField } from './LabelledField.tsx';
import { SelectControl } from './SelectControl.tsx';

export interface IndustrySelectProps {
  value: Industry | '';
  onChange: (value: Industry | '') => void;
  disabled?: boolean;
  /** The field's message (a refused submit without a choice). */
  error?: string | undefined;
}

const VALUES = new Set<string>(INDUSTRY_OPTIONS.map((option) => option.value));

function toIndustry(value: string): Industry | '' {
  return VALUES.has(value) ? (value as Industry) : '';
}

/** The industry choice: the ten options of `INDUSTRY_OPTIONS`. */
export function IndustrySelect({ value, onChange, disabled, error }: IndustrySelectProps) {
  const id = useId();
  const errorId = fieldErrorId(id);
  return (
    <LabelledField id={id} label={copy.industry} error={error}>
      <SelectControl
        id={id}
        name="industry"
        value={value}
        empty={value === ''}
        onChange={(event) => onChange(toIndustry(event.target.value))}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{copy.industryPlaceholder}</option>
        {INDUSTRY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </LabelledField>
  );
}
