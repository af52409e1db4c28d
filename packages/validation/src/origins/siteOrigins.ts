// The browser origins allowed to call the backend: one list, read by the Edge Functions (CORS)
// and the local gateway (which refuses other origins before routing).

/** Origins of the site in local development (Vite dev server and preview). */
export const DEFAULT_SITE_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/**
 * How long a browser may keep a function's answer to a CORS preflight (`Access-Control-Max-Age`;
 * Chromium keeps at most 2 h, Firefox 24 h): the functions send it, the site re-asks before it
 * runs out (features/voice-session/voiceCallPreflight.ts).
 */
export const CORS_PREFLIGHT_MAX_AGE_SECONDS = 600;

/** `SITE_ORIGINS` is comma-separated; empty or unset means the local development defaults. */
export function parseOrigins(value: string | undefined): readonly string[] {
  const list = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
  return list.length > 0 ? list : DEFAULT_SITE_ORIGINS;
}

export function isAllowedOrigin(origin: string | null, allowed: readonly string[]): boolean {
  return origin !== null && (allowed.includes(origin) || allowed.includes('*'));
}
