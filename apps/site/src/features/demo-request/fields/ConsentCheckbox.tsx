import { useId } from 'react';
import { copy } from '../copy.ts';

export interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** GDPR consent; the link opens /gdpr in a new tab so the filled form stays as it is. */
export function ConsentCheckbox({ checked, onChange, disabled }: ConsentCheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name="gdprConsent"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        required
        className="mt-0.5 size-5 shrink-0 accent-sky-400 disabled:cursor-not-allowed"
      />
      <label htmlFor={id} className="text-sm leading-relaxed text-slate-300">
        {copy.consentBefore}
        <a
          href="/gdpr"
          target="_blank"
          rel="noopener"
          className="font-medium text-sky-300 underline underline-offset-2 hover:text-sky-200"
        >
          {copy.consentLink}
          <span className="sr-only"> {copy.consentNewWindow}</span>
        </a>
        {copy.consentAfter}
      </label>
    </div>
  );
}
