import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { labelClass } from './fieldStyles.ts';

/** The id of a control's message: the control names it in its aria-describedby. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/**
 * A form control (`children`, its id `id`) under its label, with its message, if any, below it
 * (id `fieldErrorId(id)`).
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
      <FieldError id={fieldErrorId(props.id)} message={props.error} />
    </div>
  );
}
