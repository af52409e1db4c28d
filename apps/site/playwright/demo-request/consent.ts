// The two consent checkboxes of the demo form, and a lead's proof of consent read back with the
// service-role key (anon can read none of it).
import type { Locator } from '@playwright/test';
import type { E2eEnv } from '../support/env.ts';

/** The required consent (calls about the request, /gdpr section 1). */
export const requiredConsent = (dialog: Locator) =>
  dialog.getByRole('checkbox', { name: /spracúvaním osobných údajov/ });

/** The separate, optional marketing consent (/gdpr section 2). */
export const marketingConsent = (dialog: Locator) =>
  dialog.getByRole('checkbox', { name: /marketingovými hovormi/ });

export interface StoredConsent {
  request_id: string;
  consent_given_at: string;
  consent_text_version: string | null;
  consent_source: string | null;
  marketing_consent: boolean;
}

export async function consentByEmail(e2e: E2eEnv, email: string): Promise<StoredConsent[]> {
  const url = new URL(`${e2e.supabaseUrl}/rest/v1/demo_requests`);
  url.searchParams.set(
    'select',
    'request_id,consent_given_at,consent_text_version,consent_source,marketing_consent',
  );
  url.searchParams.set('email', `eq.${email}`);
  const response = await fetch(url, {
    headers: { apikey: e2e.serviceRoleKey, authorization: `Bearer ${e2e.serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`demo_requests: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredConsent[];
}
