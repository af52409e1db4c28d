// What a booking or a demo request left on the server: the lead stored once with what was typed,
// and the call the function scheduled for it.
import { expect } from '@playwright/test';
import { demoCall, requestsByEmail } from '../../playwright/demo-request/backend.ts';
import type { Visitor } from '../../playwright/demo-request/visitor.ts';
import type { E2eEnv } from '../../playwright/support/env.ts';

export async function expectScheduledLead(
  e2e: E2eEnv,
  visitor: Visitor,
  industry: string,
): Promise<void> {
  const rows = await requestsByEmail(e2e, visitor.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: visitor.name, phone: visitor.phone, industry });
  await expect
    .poll(async () => (await demoCall(e2e, rows[0]?.request_id ?? ''))?.outcome, {
      timeout: 10_000,
    })
    .toBe('call_scheduled');
}
