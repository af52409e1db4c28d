import { describe, expect, test } from 'vitest';
import { consentRecordSchema } from '../src/demo-request/consentRecordSchema.ts';
import { buildConsentRecord, consentOriginOf, ValidationError } from '../src/index.ts';

describe('buildConsentRecord', () => {
  test.each([
    ['scheduled', { callType: 'scheduled' as const }, 'form-scheduled', false],
    ['immediate', { callType: 'immediate' as const }, 'form-immediate', false],
    [
      'with the marketing box ticked',
      { callType: 'immediate' as const, marketingConsent: true },
      'form-immediate',
      true,
    ],
    [
      'with the marketing box left empty',
      { callType: 'scheduled' as const, marketingConsent: false },
      'form-scheduled',
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

  test.each([
    ['the voice booking card', 'voice-booking' as const],
    ['the chat booking card', 'chat-booking' as const],
  ])('%s: its own source, whatever the tab', (_title, booking) => {
    expect(buildConsentRecord({ callType: 'scheduled' }, 'gdpr-1', booking).consent_source).toBe(
      booking,
    );
  });

  test.each(['demo-modal:immediate', 'voice-booking:scheduled', 'form', 'x'])(
    'a source the site no longer writes (%j) is refused by the schema',
    (source) => {
      const record = { consent_text_version: 'gdpr-1', consent_source: source };
      expect(consentRecordSchema.safeParse({ ...record, marketing_consent: false }).success).toBe(
        false,
      );
    },
  );

  test('the schema is strict: no other fields (consent_given_at is the server time)', () => {
    const result = consentRecordSchema.safeParse({
      consent_text_version: 'gdpr-1',
      consent_source: 'form-immediate',
      marketing_consent: false,
      consent_given_at: '2020-01-01T00:00:00Z',
    });
    expect(result.success).toBe(false);
  });
});

describe('consentOriginOf: what a stored source says', () => {
  test.each([
    ['form-immediate', { kind: 'form', callType: 'immediate' }],
    ['form-scheduled', { kind: 'form', callType: 'scheduled' }],
    ['voice-booking', { kind: 'booking', channel: 'voice' }],
    ['chat-booking', { kind: 'booking', channel: 'chat' }],
    // rows of pages built before the sources were named per channel
    ['demo-modal:immediate', { kind: 'form', callType: 'immediate' }],
    ['demo-modal:scheduled', { kind: 'form', callType: 'scheduled' }],
    ['voice-booking:scheduled', { kind: 'booking', channel: null }],
    ['toString', null],
    ['', null],
    [null, null],
  ])('%j', (source, origin) => {
    expect(consentOriginOf(source)).toEqual(origin);
  });
});
