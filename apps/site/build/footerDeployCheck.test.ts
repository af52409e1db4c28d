// The footer names the operator from the /gdpr settings: a deploy must not go live while any of
// them (or the call button's number) is a placeholder.
import { describe, expect, test } from 'vitest';
import { FOOTER_CONTROLLER_FIELDS } from '../src/components/Layout/footerOperator.ts';
import { DEFAULT_PHONE_NUMBER } from '../src/configDefaults.ts';
import { CONTROLLER_ENV } from '../src/consentSettings.ts';
import { type Env, formatDeployReport, runDeployCheck } from './deployCheck.ts';

const READY: Env = {
  VITE_CONTROLLER_NAME: 'Ukážka s. r. o.',
  VITE_CONTROLLER_ADDRESS: 'Hlavná 1, 811 01 Bratislava',
  VITE_CONTROLLER_ICO: '12345678',
  VITE_CONTROLLER_EMAIL: 'gdpr@ukazka.sk',
  VITE_RECORDING_RETENTION_DAYS: '14',
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_ukazka',
  VITE_SITE_URL: 'https://www.ukazka.sk',
  VITE_PHONE_NUMBER: '+421 2 1234 5678',
  VITE_PRIVACY_POLICY_URL: 'https://www.ukazka.sk/ochrana-udajov',
  VITE_DEMO_FREE: 'true',
  VITE_DEMO_MINUTES: '20',
  VITE_DEMO_AFTER: 'Po ukážke vám pošleme ponuku na mieru.',
};

const noDatabase = async () => null;

describe("the deploy check and the footer's operator", () => {
  test('the complete settings pass (the baseline of the cases below)', async () => {
    expect(formatDeployReport(await runDeployCheck(READY, noDatabase)).ok).toBe(true);
  });

  test.each(FOOTER_CONTROLLER_FIELDS)(
    'the footer shows a placeholder for %s: the check fails',
    async (field) => {
      const name = CONTROLLER_ENV[field];
      const report = await runDeployCheck({ ...READY, [name]: '' }, noDatabase);
      expect(report.missing).toEqual([name]);
      expect(formatDeployReport(report).ok).toBe(false);
    },
  );

  test("the footer's phone number: unset or the placeholder default fails", async () => {
    const unset = await runDeployCheck({ ...READY, VITE_PHONE_NUMBER: '' }, noDatabase);
    expect(unset.missing).toEqual(['VITE_PHONE_NUMBER']);
    const placeholder = await runDeployCheck(
      { ...READY, VITE_PHONE_NUMBER: DEFAULT_PHONE_NUMBER },
      noDatabase,
    );
    expect(formatDeployReport(placeholder).ok).toBe(false);
  });
});
