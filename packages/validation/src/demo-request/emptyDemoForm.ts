import type { CallType, DemoFormValues } from './DemoFormValues.ts';

/** A blank form; the modal opens on the scheduled tab by default. */
export function emptyDemoForm(callType: CallType = 'scheduled'): DemoFormValues {
  return {
    callType,
    name: '',
    email: '',
    phone: '',
    industry: '',
    otherIndustry: '',
    gdprConsent: false,
    marketingConsent: false,
    scheduledDate: '',
    scheduledTime: '',
  };
}
