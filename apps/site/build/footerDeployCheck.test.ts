// The footer names the operator from the /gdpr settings: a deploy must not go live while any of
// them (or the call button's number) is a placeholder.
import { describe, expect, test } from 'vitest';
import { FOOTER_CONTROLLER_FIELDS } from '../src/components/Layout/footerOperator.ts';
import { DEFAULT_PHONE_NUMBER } from '../src/configDefaults.ts';
import { CONTROLLER_ENV } from '../src/consentSettings.ts';
import { formatDeployReport, runDeployCheck } from './deployCheck.ts';
import { READY } from './testing/readyEnv.ts';

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
