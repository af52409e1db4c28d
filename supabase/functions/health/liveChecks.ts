import type { HealthProblem } from '@hlasovy-asistent/validation';
import type { CallEventStore } from '../_shared/call-events.ts';
import { DEFAULT_VAPI_BASE_URL, type EnvReader, text } from '../_shared/env.ts';

export interface LiveCheckDeps {
  env: EnvReader;
  /** The database behind the functions (call_events_health). */
  store: Pick<CallEventStore, 'eventsHealth'>;
  /** Used for Vapi. */
  fetch: typeof fetch;
  /** One Vapi request's timeout. */
  timeoutMs: number;
}

/** The longest wait for a call's first event: its longest duration plus 10 minutes. */
export function expectEventsWithinSeconds(voiceMaxDurationSeconds: number): number {
  return Math.max(voiceMaxDurationSeconds, 600) + 600;
}

/**
 * The database answers, and Vapi's events arrive: no call this backend placed in the last day
 * has gone `expectWithinSeconds` without any event (a wrong server URL, or the webhook secret
 * rotated on one side, leaves every call unheard and its cost uncounted).
 */
export async function checkDatabaseAndEvents(
  deps: LiveCheckDeps,
  expectWithinSeconds: number,
): Promise<HealthProblem[]> {
  let health: Awaited<ReturnType<LiveCheckDeps['store']['eventsHealth']>>;
  try {
    health = await deps.store.eventsHealth(expectWithinSeconds);
  } catch {
    return [
      { setting: 'database', problem: 'unreachable', message: 'the database did not answer' },
    ];
  }
  if (health.callsUnheard === 0) return [];
  return [
    {
      setting: 'call_events',
      problem: 'stale',
      message:
        `${health.callsUnheard} call(s) placed more than ${Math.round(expectWithinSeconds / 60)} ` +
        'minutes ago have no event from Vapi: check the assistant server URL and VAPI_WEBHOOK_SECRET',
    },
  ];
}

/**
 * Vapi accepts the private key: `GET /assistant/{VAPI_ASSISTANT_ID}`, the cheapest
 * authenticated read of the latest document that also proves the assistant exists. Skipped
 * (the settings check names them) without a key or an assistant.
 */
export async function checkVapiKey(deps: LiveCheckDeps): Promise<HealthProblem[]> {
  const key = text(deps.env, 'VAPI_PRIVATE_KEY');
  const assistantId = text(deps.env, 'VAPI_ASSISTANT_ID');
  if (!key || !assistantId) return [];
  const base = (text(deps.env, 'VAPI_BASE_URL') ?? DEFAULT_VAPI_BASE_URL).replace(/\/+$/, '');
  let status: number;
  try {
    const response = await deps.fetch(`${base}/assistant/${encodeURIComponent(assistantId)}`, {
      headers: { Authorization: `Bearer ${key}` },
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return [{ setting: 'VAPI_BASE_URL', problem: 'unreachable', message: 'Vapi did not answer' }];
  }
  if (status === 401 || status === 403) {
    return [
      {
        setting: 'VAPI_PRIVATE_KEY',
        problem: 'refused',
        message: `Vapi refused the private key (${status})`,
      },
    ];
  }
  if (status === 404) {
    return [
      {
        setting: 'VAPI_ASSISTANT_ID',
        problem: 'not_found',
        message: 'Vapi has no assistant with this id for this key',
      },
    ];
  }
  if (status < 200 || status >= 300) {
    return [{ setting: 'VAPI_BASE_URL', problem: 'failed', message: `Vapi answered ${status}` }];
  }
  return [];
}
