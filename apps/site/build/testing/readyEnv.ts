import type { Env } from '../deployCheck.ts';

/** The operator the /gdpr page and the footer name (the GDPR controller). */
export const CONTROLLER = {
  name: 'Ukážka s. r. o.',
  address: 'Hlavná 1, 811 01 Bratislava',
  ico: '12345678',
  email: 'gdpr@ukazka.sk',
};

/** Every setting a site deploy needs, filled with valid values: the baseline the check tests vary. */
export const READY: Env = {
  VITE_CONTROLLER_NAME: CONTROLLER.name,
  VITE_CONTROLLER_ADDRESS: CONTROLLER.address,
  VITE_CONTROLLER_ICO: CONTROLLER.ico,
  VITE_CONTROLLER_EMAIL: CONTROLLER.email,
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
