import type { Page } from '@playwright/test';

const CONFIG_ROUTE = '**/functions/v1/vapi-config';

/** The voice config fails (as when the backend is down): the red toast shows on load. */
export async function failVoiceConfig(page: Page): Promise<void> {
  await page.route(CONFIG_ROUTE, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
  );
}

/**
 * vapi-config names the Daily transport (production's default): in the e2e build the scripted
 * Daily call object of @repo/voice-client/testing stands in for Daily's servers.
 */
export async function useScriptedDailyCall(page: Page): Promise<void> {
  await page.route(CONFIG_ROUTE, (route) =>
    route.fulfill({
      json: { publicKey: 'e2e-public-key', assistantId: 'e2e-assistant', transport: 'daily' },
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
}
