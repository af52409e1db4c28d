import { type ConsentRecord, consentRecordSchema } from './consentRecordSchema.ts';
import { type BookingConsentSource, formConsentSource } from './consentSources.ts';
import type { CallType } from './DemoFormValues.ts';
import { demoRequestError } from './demoRequestError.ts';

/**
 * The consent record stored with a demo request: the consent text version the site was built
 * with, where it was given (the demo form's tab, or `booking`: the booking card of a voice call
 * or of a written conversation), and the marketing consent (only `true` when it was ticked).
 * Throws `ValidationError` ('invalid_demo_request') for a malformed version.
 */
export function buildConsentRecord(
  values: { callType: CallType; marketingConsent?: boolean },
  consentTextVersion: string,
  booking?: BookingConsentSource,
): ConsentRecord {
  const parsed = consentRecordSchema.safeParse({
    consent_text_version: consentTextVersion,
    consent_source: booking ?? formConsentSource(values.callType),
    marketing_consent: values.marketingConsent === true,
  });
  if (!parsed.success) throw demoRequestError('Invalid consent record', parsed.error);
  return parsed.data;
}
