import { copy } from '../copy.ts';

export interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * GDPR consent. The whole row is the label, so a tap anywhere on it ticks the box (a 44 px
 * target); the link to /gdpr sits outside the label and opens in a new tab, so reading the text
 * never unticks anything or loses the filled form.
 */
export function ConsentCheckbox({ checked, onChange, disabled }: ConsentCheckboxProps) {
  return (
    <div>
      <label
        data-testid="consent-row"
        className="-mx-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-2 py-2.5 text-sm leading-relaxed text-slate-300 transition hover:bg-white/5 has-disabled:cursor-not-allowed"
      >
        <input
          name="gdprConsent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          required
          className="mt-0.5 size-5 shrink-0 accent-sky-400 disabled:cursor-not-allowed"
        />
        <span>{copy.consentLabel}</span>
      </label>
      <a
        href="/gdpr"
        target="_blank"
        rel="noopener"
        className="link ml-6 inline-flex min-h-11 items-center px-2 text-sm"
      >
        {copy.consentLink}
        <span className="sr-only"> {copy.consentNewWindow}</span>
      </a>
    </div>
  );
}
