import { isValidEmail } from '../contact/isValidEmail.ts';
import { isValidPhone } from '../contact/isValidPhone.ts';
import { normalizePhone } from '../contact/normalizePhone.ts';
import type { DialCheck } from '../dialling/createDialCheck.ts';
import { isCalendarDate } from '../time-slots/isCalendarDate.ts';
import { isSlotTime } from '../time-slots/isSlotTime.ts';
import { DEMO_MESSAGES } from './DEMO_MESSAGES.ts';
import type { DemoFormError, DemoFormValues } from './DemoFormValues.ts';

/**
 * The submit-time checks, in order: email, then phone, then (scheduled only) date and
 * time. Values are trimmed first. Returns the first failure, or null when the form may be sent.
 * With a `dialCheck` (createDialCheck) the phone must also be dialable: a number outside the
 * allowed countries gets the message naming them, any other refusal the phone format message.
 */
export function validateDemoForm(v: DemoFormValues, dialCheck?: DialCheck): DemoFormError | null {
  return demoFormErrors(v, dialCheck)[0] ?? null;
}

/** Every failure of `validateDemoForm` at once, in the same order (a form reports them together). */
export function demoFormErrors(v: DemoFormValues, dialCheck?: DialCheck): DemoFormError[] {
  const errors: DemoFormError[] = [];
  const email = demoFieldError('email', v, dialCheck);
  if (email) errors.push(email);
  const phone = demoFieldError('phone', v, dialCheck);
  if (phone) errors.push(phone);
  const schedule = demoFieldError('schedule', v, dialCheck);
  if (schedule) errors.push(schedule);
  return errors;
}

/** The check of one field of `validateDemoForm` (a form runs it when the field loses focus). */
export function demoFieldError(
  field: DemoFormError['field'],
  v: DemoFormValues,
  dialCheck?: DialCheck,
): DemoFormError | null {
  if (field === 'email') {
    return isValidEmail(v.email.trim())
      ? null
      : { field: 'email', message: DEMO_MESSAGES.invalidEmail };
  }
  if (field === 'phone') {
    const phone = v.phone.trim();
    if (!isValidPhone(phone) || normalizePhone(phone) === null) {
      return { field: 'phone', message: DEMO_MESSAGES.invalidPhone };
    }
    const refusal = dialCheck?.refusal(phone);
    if (!refusal) return null;
    const message =
      refusal === 'country_not_allowed' ? dialCheck?.countryNotAllowed : DEMO_MESSAGES.invalidPhone;
    return { field: 'phone', message: message ?? DEMO_MESSAGES.invalidPhone };
  }
  if (
    v.callType === 'scheduled' &&
    !(isCalendarDate(v.scheduledDate.trim()) && isSlotTime(v.scheduledTime.trim()))
  ) {
    return { field: 'schedule', message: DEMO_MESSAGES.missingSchedule };
  }
  return null;
}
