import assert from 'node:assert/strict';
import { networkPrefixesOf } from '../_shared/client-ip.ts';
import { createVoiceHarness, SECRETS } from '../_testing/voice-fakes.ts';

for (const [ip, expected] of [
  ['2001:db8:1:2ff:1:2:3:4', { net56: '2001:db8:1:200::/56', net48: '2001:db8:1::/48' }],
  ['2001:DB8:0:FF::1', { net56: '2001:db8::/56', net48: '2001:db8::/48' }],
  ['203.0.113.7', null],
  ['::ffff:203.0.113.7', null],
  ['not-an-address:', null],
] as const) {
  Deno.test(`networkPrefixesOf(${ip}) = ${JSON.stringify(expected)}`, () => {
    assert.deepEqual(networkPrefixesOf(ip), expected);
  });
}

/** Six /64s of 2001:db8:5::/48, each in its own /56: 2001:db8:5:N00::/64. */
const sixNetworks = [0, 1, 2, 3, 4, 5].map((n) => `2001:db8:5:${n}00`);

Deno.test('voice-call: six /64s of one /48 cannot fill the voice lines', async () => {
  // the defaults: 10 - 2 = 8 lines, 2 per /64, 3 per /56, 4 per /48
  const h = createVoiceHarness();
  const statuses = await h.statuses(
    sixNetworks.flatMap((network) => [1, 2].map((host) => ({ ip: `${network}::${host}` }))),
  );
  assert.equal(statuses.filter((s) => s === 200).length, 4, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 503).length, 8, statuses.join(','));
  assert.equal(h.vapi.requests.length, 4);
  // the other 4 lines are still there for everyone else
  for (const ip of ['2001:db8:6::1', '2001:db8:7::1', '203.0.113.1', '203.0.113.2']) {
    assert.equal((await h.call({ ip })).status, 200, ip);
  }
});

Deno.test('voice-call: two /64s of one /56 hold at most VOICE_MAX_CONCURRENT_PER_NET56 lines', async () => {
  const h = createVoiceHarness({ env: { ...SECRETS, VOICE_MAX_CONCURRENT_PER_NET56: '3' } });
  const ips = ['2001:db8:8:1::1', '2001:db8:8:1::2', '2001:db8:8:2::1', '2001:db8:8:3::1'];
  const statuses = await h.statuses(ips.map((ip) => ({ ip })));
  assert.deepEqual(statuses, [200, 200, 200, 503]);
});

Deno.test("voice-call: six /64s of one /48 cannot fill the site's hourly budget", async () => {
  // lines plentiful: only the hourly limits count here (per address 6, per /64 12, per /48 24)
  const h = createVoiceHarness({
    env: {
      ...SECRETS,
      VAPI_CONCURRENCY_LIMIT: '1000',
      VOICE_MAX_CONCURRENT_PER_NETWORK: '1000',
      VOICE_MAX_CONCURRENT_PER_NET56: '1000',
      VOICE_MAX_CONCURRENT_PER_NET48: '1000',
      VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE: '100',
      VOICE_RATE_LIMIT_NETWORK_PER_MINUTE: '100',
    },
  });
  let created = 0;
  for (const network of sixNetworks) {
    for (const host of [1, 2]) {
      for (let i = 0; i < 6; i += 1) {
        const response = await h.call({ ip: `${network}::${host}` });
        if (response.status === 200) created += 1;
        else assert.equal(response.status, 429);
        await response.body?.cancel();
      }
    }
  }
  assert.equal(created, 24, 'the /48 gets its 24 an hour, not 72');
  assert.ok(created < 60, 'under the site-wide 60');
  assert.equal((await h.call({ ip: '2001:db8:9::1' })).status, 200, 'another /48 still calls');
});
