import type { Env } from '../deployCheck.ts';

/** Every setting a site deploy needs, filled with valid values: the baseline the check tests vary. */
export const READY: Env = {
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
