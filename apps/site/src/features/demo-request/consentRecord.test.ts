import { type DemoFormValues, ValidationError } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { submitDemoRequest } from './index.ts';
import { FAKE_CONSENT_TEXT_VERSION, fakeDeps } from './testing/fakeDeps.ts';
import { IMMEDIATE_VALUES as immediate } from './testing/formValues.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const scheduled: DemoFormValues = {
  ...immediate,
  callType: 'scheduled',
  scheduledDate: '2026-11-25',
  scheduledTime: '10:00',
};

describe('the demo_requests insert carries the proof of consent', () => {
  test.each([
    ['immediate', immediate, 'form-immediate'],
    ['scheduled', scheduled, 'form-scheduled'],
  ])('%s tab', async (_title, values, source) => {
    const { deps } = fakeDeps();
    expect((await submitDemoRequest(values, ID, deps)).ok).toBe(true);
    expect(deps.insert).toHaveBeenCalledTimes(1);
    const row = deps.insert.mock.calls[0]?.[0];
    expect(row).toMatchObject({
      request_id: ID,
      email: 'eva@firma.sk',
      consent_text_version: FAKE_CONSENT_TEXT_VERSION,
      consent_source: source,
      marketing_consent: false,
    });
    // the time of consent is the server's (anon cannot set it)
    expect(row).not.toHaveProperty('consent_given_at');
  });

  test('a ticked marketing box is stored as true', async () => {
    const { deps } = fakeDeps();
    await submitDemoRequest({ ...immediate, marketingConsent: true }, ID, deps);
    expect(deps.insert.mock.calls[0]?.[0].marketing_consent).toBe(true);
  });

  test('a build without a valid consent version stores nothing', async () => {
    const { deps } = fakeDeps();
    const result = await submitDemoRequest(immediate, ID, {
      ...deps,
      consentTextVersion: 'not a version',
    });
    expect(result).toMatchObject({ ok: false, code: 'insert_failed' });
    expect(result.ok === false && 'cause' in result && result.cause).toBeInstanceOf(
      ValidationError,
    );
    expect(deps.insert).not.toHaveBeenCalled();
    expect(deps.invoke).not.toHaveBeenCalled();
  });
});
