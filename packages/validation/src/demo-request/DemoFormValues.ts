import type { Industry } from './industries.ts';

/** Scheduled (date + slot) or immediate call-back. */
export type CallType = 'scheduled' | 'immediate';

/** The demo modal's field values, as typed. */
export interface DemoFormValues {
  callType: CallType;
  name: string;
  email: string;
  phone: string;
  industry: Industry | '';
  otherIndustry: string;
  /** The required consent (calls about this request, /gdpr section 1). */
  gdprConsent: boolean;
  /**
   * The separate, optional consent to marketing calls and SMS (/gdpr section 2): unticked by
   * default, never required, stored with the lead as `marketing_consent` (buildConsentRecord).
   */
  marketingConsent: boolean;
  /** 'yyyy-MM-dd' or '' */
  scheduledDate: string;
  /** 'HH:mm' or '' */
  scheduledTime: string;
}

/** The first validation failure of the form, with its Slovak message. */
export type DemoFormError = { field: 'email' | 'phone' | 'schedule'; message: string };
