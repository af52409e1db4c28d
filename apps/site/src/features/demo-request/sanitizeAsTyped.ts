import { type DemoFormValues, sanitizeField, sanitizeName } from '@hlasovy-asistent/validation';

/** Text fields of the form and the sanitiser each one runs through on every keystroke. */
export type TextFieldName = 'name' | 'email' | 'phone' | 'otherIndustry';

export function sanitizeAsTyped(field: TextFieldName, value: string): string {
  return field === 'name' ? sanitizeName(value) : sanitizeField(value);
}

/** Which validation message a field's edit clears. */
export function errorFieldOf(field: keyof DemoFormValues): 'email' | 'phone' | 'schedule' | null {
  if (field === 'email' || field === 'phone') return field;
  if (field === 'scheduledDate' || field === 'scheduledTime') return 'schedule';
  return null;
}

/** Markup or script-like input (what a visitor does not type by accident). */
const SUSPICIOUS = /[<>]|javascript:|data:text\/html|\bon\w+\s*=/i;

/** True when the sanitiser removed something that looks like an injection attempt. */
export function looksSuspicious(raw: string, sanitized: string): boolean {
  return raw !== sanitized && SUSPICIOUS.test(raw);
}
