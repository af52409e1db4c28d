import { useId } from 'react';
import { copy } from '../../../copy/demoForm.ts';
import { FieldError } from './FieldError.tsx';

export interface ConsentRowProps {
  /** The checkbox's form name (`gdprConsent`, `marketingConsent`). */
  name: string;
  /** The consent sentence: the whole label, so a tap anywhere on it ticks the box. */
  label: string;
  /** Where the full wording of this consent is (/gdpr or one of its sections). */
  href: string;
  linkText: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
  /** The row's message (a refused submit without the required consent). */
  error?: string | undefined;
}

/**
 * One consent checkbox. The whole row is the label, so a tap anywhere on it ticks the box (a 44 px
 * target); the link to its wording sits outside the label and opens in a new tab, so reading the
 * text never unticks anything or loses the filled form.
 */
export function ConsentRow(props: ConsentRowProps) {
  const errorId = `${useId()}-error`;
  return (
    <div>
      <label
        data-testid={props.testId}
        className="-mx-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-2 py-2.5 text-sm leading-relaxed text-slate-300 transition hover:bg-white/5 has-disabled:cursor-not-allowed"
      >
        <input
          name={props.name}
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          disabled={props.disabled}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-sky-400 disabled:cursor-not-allowed"
        />
        <span>{props.label}</span>
      </label>
      <FieldError id={errorId} message={props.error} />
      <a
        href={props.href}
        target="_blank"
        rel="noopener"
        className="link ml-6 inline-flex min-h-11 items-center px-2 text-sm"
      >
        {props.linkText}
        <span className="sr-only"> {copy.consentNewWindow}</span>
      </a>
    </div>
  );
}
