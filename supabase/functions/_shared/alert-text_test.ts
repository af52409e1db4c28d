import assert from 'node:assert/strict';
import { alertText, withAlertText } from './alert-text.ts';

const LEAD = {
  requestId: '3f0c2a9e-1b2c-4d5e-8f90-123456789abc',
  name: 'Ján Novák',
  email: 'jan.novak@example.sk',
  phone: '+421905123456',
  industry: 'financie',
};

for (const notice of [
  { type: 'demo_request', callType: 'immediate', status: 'call_placed', ...LEAD },
  { type: 'call_failed', callType: 'immediate', status: 'failed', ...LEAD },
  { type: 'dial_budget_exceeded', window: 'day', limit: 100, ...LEAD },
]) {
  Deno.test(`alert text of ${notice.type}: the lead id, nothing of the lead`, () => {
    const text = alertText(notice);
    assert.ok(text.includes(LEAD.requestId), text);
    for (const personal of [LEAD.name, LEAD.email, LEAD.phone, 'Novák', '905123456']) {
      assert.ok(!text.includes(personal), `${personal} in ${text}`);
    }
  });
}

Deno.test('alert text of the spend cap: budget, limit, spent and day', () => {
  const notice = {
    type: 'spend_cap_exceeded',
    budget: 'voice',
    day: '2026-11-27',
    limit: 20,
    spent: 20.4,
  };
  assert.equal(
    alertText(notice),
    'Denný limit výdavkov (voice) 20 USD dosiahnutý 2026-11-27: minuté 20.4 USD; nové hovory sú odmietané do polnoci',
  );
  // Slack's incoming webhook shape: `text` at the top, the fields beside it
  assert.deepEqual(Object.keys(withAlertText(notice))[0], 'text');
});

Deno.test('alert text: markup in a field cannot reach the chat', () => {
  const notice = { type: 'call_failed', requestId: '<!channel> *x*' };
  const text = alertText(notice);
  assert.ok(!/[<>*!]/.test(text), text);
});

Deno.test('alert text of a failing live check: what failed, how often in a row, the last pass', () => {
  const notice = {
    type: 'live_check_failed',
    failures: ['typed_turn', 'offer'],
    inARow: 2,
    lastPassedAt: '2026-11-29T08:00:00Z',
  };
  const text = alertText(notice);
  assert.equal(
    text,
    'Živá kontrola hlasu a chatu zlyhala 2-krát po sebe (typed_turn, offer); naposledy prešla 2026-11-29T08:00:00Z: pozrite výstup CI a health',
  );
  const never = { type: 'live_check_failed', failures: ['audio'], inARow: 2, lastPassedAt: null };
  assert.match(alertText(never), /naposledy prešla nikdy/);
});
