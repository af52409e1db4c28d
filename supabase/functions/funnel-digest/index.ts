// POST /functions/v1/funnel-digest `{ token }`: the morning digest (issue 41). The database's
// pg_cron job asks for it through pg_net with a single-use token it issued
// (queue_funnel_digest); this function claims the token (the day to report, once), reads the
// day of funnel_report, builds the digest (_shared/funnel-digest.ts: numbers only) and sends it to
// the team webhook like every alert (signed, https only); without a webhook it goes to the log.
// It takes no API key: the token is the check, and nobody without one gets anything sent.
import { funnelDigestContract, integerSetting } from '@hlasovy-asistent/validation';
import { type EnvReader, type FunctionConfig, settingsOf } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { buildFunnelDigest, type FunnelDigest } from '../_shared/funnel-digest.ts';
import {
  createSupabaseFunnelDigestStore,
  type FunnelDigestStore,
} from '../_shared/funnel-digest-store.ts';
import type { Logger } from '../_shared/logger.ts';
import { notifyTeam } from '../_shared/notify.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { readSpendCaps, type SpendCaps } from '../_shared/spend-cap.ts';

export interface FunnelDigestDeps {
  config: Pick<FunctionConfig, 'siteOrigins' | 'notifyWebhookUrl' | 'notifyWebhookSecret'>;
  caps: SpendCaps;
  store: FunnelDigestStore;
  fetch: typeof fetch;
  now: () => Date;
  logger: Logger;
}

/** Sends the digest; what became of it, for record_funnel_digest. */
async function deliver(
  deps: FunnelDigestDeps,
  digest: FunnelDigest,
): Promise<{ status: 'sent' | 'logged' | 'failed'; error: string | null }> {
  const sent = await notifyTeam(deps, digest);
  if (sent.status === 'not_configured') {
    deps.logger.warn('team alert (no webhook)', digest.type, digest.text);
    return { status: 'logged', error: null };
  }
  if (sent.status === 'failed') {
    deps.logger.warn('team webhook failed', sent.error);
    return { status: 'failed', error: sent.error };
  }
  return { status: 'sent', error: null };
}

/** POST `{ token }` -> `200 {day, status}`; a token the database did not issue (or used) -> 403. */
export function createHandler(deps: FunnelDigestDeps): (req: Request) => Promise<Response> {
  return postEndpoint(funnelDigestContract, deps, async ({ token }) => {
    const day = await deps.store.claim(token);
    if (!day) throw new HttpError('verification_failed', 'Unknown or used token');
    const report = await deps.store.day(
      day,
      deps.caps.estimatePerMinute,
      deps.caps.estimateMaxSeconds,
    );
    const digest = buildFunnelDigest(report, {
      total: deps.caps.total ?? null,
      voice: deps.caps.voice ?? null,
      demo: deps.caps.demo ?? null,
    });
    const outcome = await deliver(deps, digest);
    const { text: _text, ...summary } = digest;
    await deps.store.record(day, outcome.status, outcome.error, summary);
    return { day, status: outcome.status };
  });
}

/** The caps and the estimate of calls without their report, as the spend cap reads them. */
function capsOf(env: EnvReader, logger: Logger): SpendCaps {
  let voiceMax = 300;
  try {
    voiceMax = integerSetting(settingsOf(env), 'VOICE_MAX_DURATION_SECONDS') ?? voiceMax;
  } catch {
    // readConfig names it (config_invalid)
  }
  return readSpendCaps(env, voiceMax, logger);
}

const handler = serveFromEnv(funnelDigestContract, ({ env, config, logger, fetch, now }) =>
  createHandler({
    config,
    caps: capsOf(env, logger),
    store: createSupabaseFunnelDigestStore(config),
    fetch,
    now,
    logger,
  }),
);

if (import.meta.main) Deno.serve(handler);
