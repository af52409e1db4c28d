/**
 * After a refused submit: focus the form's first invalid control (aria-invalid) or, failing
 * that, the first required one still empty, so its name, state and message are read together.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const controls = [...(form?.querySelectorAll<HTMLElement>('input, select') ?? [])];
  const empty = (control: HTMLElement) =>
    control instanceof HTMLInputElement && control.type === 'checkbox'
      ? !control.checked
      : (control as HTMLInputElement).value === '';
  const first =
    controls.find((control) => control.getAttribute('aria-invalid') === 'true') ??
    controls.find((control) => control.hasAttribute('required') && empty(control));
  first?.focus();
}
