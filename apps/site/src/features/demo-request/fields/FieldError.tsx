/** A field's validation message; its id goes into the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-rose-300">
      {message}
    </p>
  );
}
