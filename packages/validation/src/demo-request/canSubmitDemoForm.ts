import type { DemoFormValues } from './DemoFormValues.ts';
import { isIndustry, OTHER_INDUSTRY } from './industries.ts';

const filled = (s: string): boolean => s.trim() !== '';

/** SPEC 5: the submit button is enabled only when every required choice is made. */
export function canSubmitDemoForm(v: DemoFormValues): boolean {
  return (
    filled(v.name) &&
    filled(v.email) &&
    filled(v.phone) &&
    isIndustry(v.industry) &&
    (v.industry !== OTHER_INDUSTRY || filled(v.otherIndustry)) &&
    v.gdprConsent === true &&
    (v.callType !== 'scheduled' || (filled(v.scheduledDate) && filled(v.scheduledTime)))
  );
}
