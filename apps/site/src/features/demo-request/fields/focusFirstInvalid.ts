/** The controls a refused submit can send the visitor to (the date picker's trigger included). */
const CONTROLS = 'input, select, button[aria-haspopup]';

/**
 * After a refused submit: focuses the form's first control, in document order, that is invalid
 * (aria-invalid) or required and still empty, so a screen reader reads its name, its state and
 * its message together; and scrolls that field into view whole, its label above the control and
 * its message below. A browser's own focus scroll reveals the control at most: WebKit left the
 * e-mail field half under the dialog's top edge with its label out of sight (the WebKit
 * demo-form spec, at 390 and at 1280 px). Returns the control focused.
 */
export function focusFirstInvalid(form: Element | null): HTMLElement | undefined {
  const first = [...(form?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])].find(
    (control) =>
      control.getAttribute('aria-invalid') === 'true' ||
      (control.hasAttribute('required') &&
        control.getAttribute('type') !== 'hidden' &&
        isEmpty(control)),
  );
  if (!first || !form) return undefined;
  first.focus({ preventScroll: true });
  // 'nearest': the least scroll that shows it; the dialog's scroll padding keeps it clear of the
  // submit bar pinned at the bottom (index.css)
  fieldOf(first, form).scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  return first;
}

function isEmpty(control: HTMLElement): boolean {
  return control instanceof HTMLInputElement && control.type === 'checkbox'
    ? !control.checked
    : (control as HTMLInputElement).value === '';
}

/** The smallest element within `form` that holds the control, its labels and its message. */
function fieldOf(control: HTMLElement, form: Element): Element {
  const document = control.ownerDocument;
  const parts: Element[] = [
    ...((control as HTMLInputElement).labels ?? []),
    ...(control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .flatMap((id) => document.getElementById(id) ?? []),
  ].filter((part) => form.contains(part));
  let field: Element = control;
  while (field !== form && field.parentElement && !parts.every((part) => field.contains(part))) {
    field = field.parentElement;
  }
  return field;
}
