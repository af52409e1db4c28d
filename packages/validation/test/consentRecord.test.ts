import { describe, expect, test } from 'vitest';
import { consentRecordSchema } from '../src/demo-request/consentRecordSchema.ts';
import { buildConsentRecord, ValidationError } from '../src/index.ts';

describe('buildConsentRecord', () => {
  test.each([
    ['scheduled', { callType: 'scheduled' as const }, 'demo-modal:scheduled', false],
    ['immediate', { callType: 'immediate' as const }, 'demo-modal:immediate', false],
    [
      'with the marketing box ticked',
      { callType: 'immediate' as const, marketingConsent: true },
      'demo-modal:immediate',
      true,
    ],
    [
      'with the marketing box left empty',
      { callType: 'scheduled' as const, marketingConsent: false },
      'demo-modal:scheduled',
      false,
    ],
  ])('%s', (_title, values, source, marketing) => {
    expect(buildConsentRecord(values, 'gdpr-0123456789abcdef')).toEqual({
      consent_text_version: 'gdpr-0123456789abcdef',
      consent_source: source,
      marketing_consent: marketing,
    });
  });

  test.each(['', 'gdpr 1', '-gdpr', 'x'.repeat(101), 'gdpr/1'])(
    'a malformed version %j is refused',
    (version) => {
      expect(() => buildConsentRecord({ callType: 'immediate' }, version)).toThrow(ValidationError);
    },
  );

  test('the schema is strict: no other fields (consent_given_at is the server time)', () => {
    const result = consentRecordSchema.safeParse({
      consent_text_version: 'gdpr-1',
      consent_source: 'demo-modal:immediate',
      marketing_consent: false,
      consent_given_at: '2020-01-01T00:00:00Z',
    });
    expect(result.success).toBe(false);
  });
});
