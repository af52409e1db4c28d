import { type ConsentRecord, consentRecordSchema } from './consentRecordSchema.ts';
import type { CallType } from './DemoFormValues.ts';
import { demoRequestError } from './demoRequestError.ts';

/** The form this consent is given in; the tab (call type) follows it: `demo-modal:scheduled`. */
const DEMO_CONSENT_FORM = 'demo-modal';

/** The booking card of the voice call (same consent text and proof as the demo form). */
export const VOICE_BOOKING_CONSENT_FORM = 'voice-booking';

/**
 * The consent record stored with a demo request: the consent text version the site was built
 * with, the form (`form`, default the demo modal) and tab, and the marketing consent (only `true` when it was ticked). Throws
 * `ValidationError` ('invalid_demo_request') for a malformed version.
 */
export function buildConsentRecord(
  values: { callType: CallType; marketingConsent?: boolean },
  consentTextVersion: string,
  form: string = DEMO_CONSENT_FORM,
): ConsentRecord {
  const parsed = consentRecordSchema.safeParse({
    consent_text_version: consentTextVersion,
    consent_source: `${form}:${values.callType}`,
    marketing_consent: values.marketingConsent === true,
  });
  if (!parsed.success) throw demoRequestError('Invalid consent record', parsed.error);
  return parsed.data;
}
