import { useId } from 'react';
import { controlClass } from './fieldStyles.ts';
import { fieldErrorId, LabelledField } from './LabelledField.tsx';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field lost focus (its own check runs then). */
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  placeholder?: string;
  /** A line of help under the control (read with it, before any error). */
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
}

/** Labelled text input with its hint and error tied through aria-describedby / aria-invalid. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = fieldErrorId(id);
  const describedBy = [props.hint && hintId, props.error && errorId].filter(Boolean).join(' ');
  return (
    <LabelledField id={id} label={props.label} error={props.error}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        disabled={props.disabled}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-autofocus={props.autoFocus || undefined}
        className={controlClass}
      />
      {props.hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-400">
          {props.hint}
        </p>
      ) : null}
    </LabelledField>
  );
}
