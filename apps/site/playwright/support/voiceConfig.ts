import type { Page } from '@playwright/test';

const CONFIG_ROUTE = '**/functions/v1/vapi-config';

/** The voice config fails (as when the backend is down): the red toast shows on load. */
export async function failVoiceConfig(page: Page): Promise<void> {
  await page.route(CONFIG_ROUTE, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
  );
}

/**
 * vapi-config names the Daily transport (production's default) with server-created calls: the
 * real voice-call creates the web call at the stand-in (`POST /call`, daily transport), and in the e2e build
 * the scripted Daily call object of @hlasovy-asistent/voice-client/testing joins its room (Daily's servers
 * are out of reach).
 */
export async function useScriptedDailyCall(page: Page): Promise<void> {
  await page.route(CONFIG_ROUTE, (route) =>
    route.fulfill({
      json: { transport: 'daily', callCreation: 'server' },
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
}

/** voice-call answers like a server whose every line is busy (503 voice_busy). */
export async function allLinesBusy(page: Page): Promise<void> {
  await page.route('**/functions/v1/voice-call', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'voice_busy', message: 'All voice lines are busy right now' } },
      headers: { 'Access-Control-Allow-Origin': '*', 'Retry-After': '60' },
    }),
  );
}
