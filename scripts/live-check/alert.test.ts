// Watching the live check: the second failure in a row alerts the team webhook once (signed,
// the alert text first, names only); the first, third and later failures send nothing.
import { expect, test } from 'vitest';
import { alertOnRepeatedFailure } from './alert.ts';

function webhook() {
  const posts: { headers: Headers; body: Record<string, unknown> }[] = [];
  const deps = {
    notifyWebhookUrl: 'https://hooks.example.sk/team',
    notifyWebhookSecret: 'notify-webhook-secret-value-0123456789abcdef',
    fetch: (async (_input, init) => {
      posts.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
      return new Response('ok');
    }) as typeof fetch,
    now: () => new Date('2026-11-29T12:00:00Z'),
  };
  return { deps, posts };
}

const notice = (inARow: number) => ({
  failures: ['typed_turn', 'offer'],
  inARow,
  lastPassedAt: '2026-11-29T04:00:00Z',
});

test('the second failure in a row alerts once, signed, with what failed', async () => {
  const { deps, posts } = webhook();
  expect(await alertOnRepeatedFailure(deps, notice(1))).toBeNull();
  expect(await alertOnRepeatedFailure(deps, notice(2))).toEqual({ status: 'sent' });
  expect(await alertOnRepeatedFailure(deps, notice(3))).toBeNull();
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toEqual({
    text: 'Živá kontrola hlasu a chatu zlyhala 2-krát po sebe (typed_turn, offer); naposledy prešla 2026-11-29T04:00:00Z: pozrite výstup CI a health',
    type: 'live_check_failed',
    failures: ['typed_turn', 'offer'],
    inARow: 2,
    lastPassedAt: '2026-11-29T04:00:00Z',
  });
  expect(posts[0]?.headers.get('webhook-signature')).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
});

test('without a webhook the alert is not sent, and says why', async () => {
  const { deps } = webhook();
  expect(await alertOnRepeatedFailure({ ...deps, notifyWebhookUrl: undefined }, notice(2))).toEqual(
    {
      status: 'not_configured',
    },
  );
});
