import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { labelClass } from './fieldStyles.ts';

/**
 * A form control (`children`, its id `id`) under its label, with its message, if any, below it
 * (id `<id>-error`, for the control's aria-describedby).
 */
export function LabelledField(props: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      {props.children}
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}
