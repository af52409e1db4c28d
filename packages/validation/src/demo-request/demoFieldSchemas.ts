import * as z from 'zod/mini';
import { isValidEmail } from '../contact/isValidEmail.ts';
import { isValidPhone } from '../contact/isValidPhone.ts';
import { DEMO_FIELD_LIMITS } from './DEMO_FIELD_LIMITS.ts';

/** A required, already-trimmed string of at most `max` characters. */
const trimmedText = (name: string, max: number) =>
  z.string({ error: `${name} must be a string` }).check(
    z.minLength(1, { error: `${name} is required` }),
    z.maxLength(max, { error: `${name} must be at most ${max} characters` }),
    z.refine((s: string) => s === s.trim(), {
      error: `${name} must not start or end with whitespace`,
    }),
  );

export const nameField = trimmedText('name', DEMO_FIELD_LIMITS.name);

export const emailField = trimmedText('email', DEMO_FIELD_LIMITS.email).check(
  z.refine(isValidEmail, { error: 'email must be a valid e-mail address' }),
);

/** Phone as typed (trimmed): optional +, 10-15 digits, spaces - ( ) allowed. */
export const phoneField = trimmedText('phone', DEMO_FIELD_LIMITS.phone).check(
  z.refine(isValidPhone, { error: 'phone must be a valid phone number' }),
);

/** Industry value, or the visitor's free text for 'iné služby'. */
export const industryField = trimmedText('industry', DEMO_FIELD_LIMITS.industry);
