// What the global setup hands to the tests, through environment variables (workers inherit them).

export interface E2eEnv {
  /** The preview server, e.g. http://127.0.0.1:43121 */
  siteUrl: string;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  /** Ad-pixel id baked into the e2e build. */
  pixelId: string;
  /** Absolute path of this run's build (apps/site/dist-e2e-<pid>). */
  outDir: string;
  /** The local voice agent's HTTP side: its record of each call at `/calls/<callId>`. */
  voiceAgentUrl: string;
}

export const E2E_ENV_KEYS = {
  siteUrl: 'SITE_E2E_URL',
  supabaseUrl: 'SITE_E2E_SUPABASE_URL',
  anonKey: 'SITE_E2E_ANON_KEY',
  serviceRoleKey: 'SITE_E2E_SERVICE_ROLE_KEY',
  dbUrl: 'SITE_E2E_DB_URL',
  pixelId: 'SITE_E2E_PIXEL_ID',
  outDir: 'SITE_E2E_OUT_DIR',
  voiceAgentUrl: 'SITE_E2E_VOICE_AGENT_URL',
} as const satisfies Record<keyof E2eEnv, string>;

export const E2E_PIXEL_ID = '998877665544';

export function readE2eEnv(): E2eEnv {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
    return value;
  };
  return {
    siteUrl: read(E2E_ENV_KEYS.siteUrl),
    supabaseUrl: read(E2E_ENV_KEYS.supabaseUrl),
    anonKey: read(E2E_ENV_KEYS.anonKey),
    serviceRoleKey: read(E2E_ENV_KEYS.serviceRoleKey),
    dbUrl: read(E2E_ENV_KEYS.dbUrl),
    pixelId: read(E2E_ENV_KEYS.pixelId),
    outDir: read(E2E_ENV_KEYS.outDir),
    voiceAgentUrl: read(E2E_ENV_KEYS.voiceAgentUrl),
  };
}
