import { typeset } from '../../../lib/typography.ts';

/**
 * A field's validation message (from @hlasovy-asistent/validation, typeset here where it is shown); its id
 * goes into the control's aria-describedby.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-rose-300">
      {typeset(message)}
    </p>
  );
}
