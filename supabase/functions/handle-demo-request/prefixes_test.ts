import assert from 'node:assert/strict';
import { createHarness, postJson, SECRETS, validPayload } from '../_testing/fakes.ts';

const distinct = (i: number) => validPayload({ phone: `+42190530${String(i).padStart(4, '0')}` });

Deno.test("demo requests: six /64s of one /48 cannot fill the site's hourly dial budget", async () => {
  // the defaults: 5 requests per /64 in 10 minutes, 8 per /48 an hour, 20 calls an hour
  const { handler, vapi } = createHarness({ env: SECRETS });
  const statuses: number[] = [];
  let i = 0;
  for (const n of [0, 1, 2, 3, 4, 5]) {
    for (let k = 0; k < 5; k += 1) {
      i += 1;
      const response = await handler(postJson(distinct(i), { ip: `2001:db8:48:${n}00::${k + 1}` }));
      statuses.push(response.status);
      await response.body?.cancel();
    }
  }
  assert.equal(statuses.filter((s) => s === 200).length, 8, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 22, statuses.join(','));
  assert.equal(vapi.calls.length, 8, 'the /48 placed 8 calls, not 20');
  const elsewhere = await handler(postJson(distinct(999), { ip: '2001:db8:49::1' }));
  assert.equal(elsewhere.status, 200, 'the dial budget is still there for another network');
});
