// What became of a call is recorded through the real path: the visitor talks to the local agent
// from the production build and hangs up; the local Vapi posts the call's `status-update` and
// `end-of-call-report` to the assistant's server URL (`vapi-events`, secret header), and the
// operator's listing (`vapi_calls_on`, service role) shows the call ended and answered.
import { readE2eEnv } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { CAPTIONS, caption, orb } from './support/orb.ts';
import { CALL_TIMEOUT, hangUp, openCall } from './support/voiceCall.ts';

test.describe.configure({ timeout: 120_000 });

interface ListedCall {
  call_id: string;
  call_type: string;
  status: string;
  ended_reason: string | null;
  outcome: string | null;
  duration_seconds: number | null;
  recording: boolean;
}

async function todaysCalls(): Promise<ListedCall[]> {
  const env = readE2eEnv();
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/vapi_calls_on`, {
    method: 'POST',
    headers: {
      apikey: env.serviceRoleKey,
      Authorization: `Bearer ${env.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`vapi_calls_on answered ${response.status}`);
  return ((await response.json()) as { calls: ListedCall[] }).calls;
}

test('a browser call the visitor hangs up leaves its outcome row', async ({ page }) => {
  const { sockets } = await openCall(page);
  await orb(page).click();
  await expect(caption(page)).toHaveText(CAPTIONS.speaking, { timeout: CALL_TIMEOUT });
  const socket = sockets[0];
  const callId = /\/vapi\/([^/]+)\/transport$/.exec(socket?.url ?? '')?.[1];
  expect(callId).toBeDefined();
  await hangUp(page, socket);

  // the status update ('ended') and the end-of-call report (the duration) are two events: the row
  // is read until both have been applied
  await expect
    .poll(
      async () => {
        const call = (await todaysCalls()).find((c) => c.call_id === callId);
        return call && { ...call, lasted: Number(call.duration_seconds) > 0 };
      },
      { timeout: CALL_TIMEOUT },
    )
    .toMatchObject({
      call_type: 'vapi.websocketCall',
      status: 'ended',
      ended_reason: 'customer-ended-call',
      outcome: 'answered',
      recording: false,
      lasted: true,
    });
});
