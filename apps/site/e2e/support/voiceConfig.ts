import type { Page } from '@playwright/test';

/** The voice config fails (as when the backend is down): the red toast shows on load. */
export async function failVoiceConfig(page: Page): Promise<void> {
  await page.route('**/functions/v1/vapi-config', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
  );
}
