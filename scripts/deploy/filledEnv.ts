// The deploy's settings as an operator fills them in (tests of the deploy and of its CI store).

/** The placeholders .env.example documents as required, filled as an operator would. */
export const FILLED: Readonly<Record<string, string>> = {
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_ACCESS_TOKEN: `sbp_${'0123456789abcdef'.repeat(2)}01234567`,
  SUPABASE_DB_PASSWORD: 'db-password-value-9e1f',
  NETLIFY_AUTH_TOKEN: 'nfp_netlify-token-value-3b7c0123456789',
  NETLIFY_SITE_ID: '5a7c0000-0000-4000-8000-0000000000c1',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_dry-run-key',
  VITE_SITE_URL: 'https://www.ukazka.sk',
  VITE_PHONE_NUMBER: '+421212345678',
  VITE_PRIVACY_POLICY_URL: 'https://www.ukazka.sk/ochrana-udajov',
  VITE_CONTROLLER_NAME: 'Ukážka s. r. o.',
  VITE_CONTROLLER_ADDRESS: 'Hlavná 1, 811 01 Bratislava',
  VITE_CONTROLLER_ICO: '12345678',
  VITE_CONTROLLER_EMAIL: 'gdpr@ukazka.sk',
  VITE_RECORDING_RETENTION_DAYS: '14',
  VITE_DEMO_FREE: 'true',
  VITE_DEMO_MINUTES: '20',
  VITE_DEMO_AFTER: 'Po ukážke vám pošleme ponuku na mieru.',
  SITE_ORIGINS: 'https://www.ukazka.sk',
  VAPI_PRIVATE_KEY: 'vapi-private-key-value-51c3',
  VAPI_PHONE_NUMBER_ID: '00000000-0000-4000-8000-0000000000b1',
  FORM_TOKEN_SECRET: 'form-token-secret-value-0123456789abcdef0123',
  VAPI_WEBHOOK_SECRET: 'vapi-webhook-secret-value-0123456789abcdef',
  VAPI_TOOLS_SECRET: 'vapi-tools-secret-value-0123456789abcdef01',
};
