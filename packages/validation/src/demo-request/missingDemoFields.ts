import type { DemoFormValues } from './DemoFormValues.ts';
import { isIndustry, OTHER_INDUSTRY } from './industries.ts';

/** A required choice of the demo form, named like its value. */
export type DemoRequiredField =
  | 'name'
  | 'email'
  | 'phone'
  | 'industry'
  | 'otherIndustry'
  | 'gdprConsent'
  | 'scheduledDate'
  | 'scheduledTime';

const filled = (s: string): boolean => s.trim() !== '';

/**
 * The required choices still missing, in the order the form shows them (empty when the
 * form may be sent). A scheduled call needs a date and a time; "iné služby" needs the free text.
 */
export function missingDemoFields(v: DemoFormValues): DemoRequiredField[] {
  const missing: DemoRequiredField[] = [];
  if (!filled(v.name)) missing.push('name');
  if (!filled(v.email)) missing.push('email');
  if (!filled(v.phone)) missing.push('phone');
  if (!isIndustry(v.industry)) missing.push('industry');
  else if (v.industry === OTHER_INDUSTRY && !filled(v.otherIndustry)) missing.push('otherIndustry');
  if (v.callType === 'scheduled') {
    if (!filled(v.scheduledDate)) missing.push('scheduledDate');
    if (!filled(v.scheduledTime)) missing.push('scheduledTime');
  }
  if (v.gdprConsent !== true) missing.push('gdprConsent');
  return missing;
}
