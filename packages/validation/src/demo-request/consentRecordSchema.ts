import * as z from 'zod/mini';
import { CONSENT_SOURCES } from './consentSources.ts';
import { strictObjectError } from './strictObjectError.ts';

/** Version of the consent text (the site's build writes `gdpr-<16 hex>`); as the database checks it. */
const CONSENT_TEXT_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/**
 * The proof of consent the site stores with a demo_requests row (the database adds the time,
 * consent_given_at, itself). marketing_consent is the optional marketing checkbox: false = no
 * marketing use of the lead.
 */
export const consentRecordSchema = z.strictObject(
  {
    consent_text_version: z
      .string({ error: 'consent_text_version must be a string' })
      .check(
        z.regex(CONSENT_TEXT_VERSION_PATTERN, { error: 'consent_text_version is not a version' }),
      ),
    consent_source: z.enum(CONSENT_SOURCES, {
      error: `consent_source is one of ${CONSENT_SOURCES.join(', ')}`,
    }),
    marketing_consent: z.boolean({ error: 'marketing_consent must be a boolean' }),
  },
  strictObjectError('Consent record'),
);

export type ConsentRecord = z.infer<typeof consentRecordSchema>;
