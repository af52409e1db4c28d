import assert from 'node:assert/strict';
import { buildFunnelDigest, durationText, type FunnelDay } from './funnel-digest.ts';

const empty: FunnelDay = {
  day: '2026-03-09',
  steps: [],
  demo_calls: { placed: 0, answered: 0, voicemail: 0, no_answer: 0, busy: 0, failed: 0 },
  bookings: { due: 0, kept: 0 },
  booking_delay_seconds: { calls: 0, median: null, worst: null },
  spend: { voice: 0, written: 0, demo: 0, total: 0 },
};
const caps = { total: null, voice: null, demo: null };

Deno.test('digest: a quiet day is one short line', () => {
  const digest = buildFunnelDigest(empty, caps);
  assert.equal(
    digest.text,
    'Prehľad za 9. 3. 2026: pokojný deň, žiadne návštevy, rozhovory ani hovory.',
  );
  assert.equal(digest.quiet, true);
  assert.equal(digest.no_conversations, false);
});

Deno.test('digest: the page served without a single conversation says so first', () => {
  const digest = buildFunnelDigest(
    { ...empty, steps: [{ step: 'landing_seen', channel: '', detail: '', count: 57 }] },
    caps,
  );
  assert.equal(digest.quiet, false);
  assert.equal(digest.no_conversations, true);
  const [title, warning] = digest.text.split('\n');
  assert.equal(title, 'Prehľad za 9. 3. 2026:');
  assert.match(warning ?? '', /^Pozor: stránka sa zobrazila 57× a nikto nezačal rozhovor/);
});

Deno.test('digest: a busy day names the funnel, the outcomes, the wait and the spend', () => {
  const digest = buildFunnelDigest(
    {
      ...empty,
      steps: [
        { step: 'landing_seen', channel: '', detail: '', count: 120 },
        { step: 'conversation_started', channel: 'voice', detail: '', count: 9 },
        { step: 'conversation_started', channel: 'written', detail: '', count: 5 },
        { step: 'first_answer', channel: 'voice', detail: '', count: 8 },
        { step: 'slot_offered', channel: 'written', detail: '', count: 4 },
        { step: 'slot_booked', channel: 'written', detail: '', count: 3 },
        { step: 'demo_form_sent', channel: '', detail: 'scheduled', count: 1 },
        { step: 'call_refused', channel: 'voice', detail: 'busy', count: 2 },
      ],
      demo_calls: { placed: 4, answered: 3, voicemail: 0, no_answer: 1, busy: 0, failed: 0 },
      bookings: { due: 3, kept: 2 },
      booking_delay_seconds: { calls: 4, median: 75, worst: 3900 },
      spend: { voice: 1.1, written: 0.4, demo: 1.7, total: 3.2 },
    },
    { total: 20, voice: null, demo: 5 },
  );
  assert.equal(digest.no_conversations, false);
  assert.deepEqual(digest.funnel.slot_booked, { voice: 0, written: 3 });
  assert.deepEqual(digest.funnel.call_refused, { busy: 2, limits: 0, microphone: 0 });
  const text = digest.text;
  assert.match(text, /Stránka zobrazená 120×; rozhovory 14 \(hlasom 9, písomne 5\)/);
  assert.match(text, /rezervované 3 \(hlasom 0, písomne 3\)/);
  assert.match(
    text,
    /dodržané rezervácie 2 z 3; čakanie na hovor: medián 1 min, najdlhšie 1 h 5 min/,
  );
  assert.match(
    text,
    /Výdavky 3\.20 USD z limitu 20\.00 USD \(hlas 1\.10, písané 0\.40, ukážkové hovory 1\.70\)/,
  );
});

Deno.test('digest: durations read as a person says them', () => {
  assert.equal(durationText(35), '35 s');
  assert.equal(durationText(240), '4 min');
  assert.equal(durationText(3900), '1 h 5 min');
});
