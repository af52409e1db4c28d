// Defaults of config.ts that the build (vite.config.ts, build/siteDefines.ts) needs too.

/** The call button's number when VITE_PHONE_NUMBER is unset (E.164). */
export const DEFAULT_PHONE_NUMBER = '+421233456789';

/** The privacy policy link when VITE_PRIVACY_POLICY_URL is unset: a placeholder, refused by check:deploy. */
export const DEFAULT_PRIVACY_POLICY_URL = 'https://example.com/ochrana-osobnych-udajov';

/** The well-known anon key of a local Supabase stack (HS256, local JWT secret). Public by design. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
