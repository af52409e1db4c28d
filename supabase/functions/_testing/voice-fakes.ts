import { rateLimitKeyOf } from '../_shared/client-ip.ts';
import { envFromRecord } from '../_shared/env.ts';
import type { Logger } from '../_shared/logger.ts';
import { readVoiceCallSettings } from '../_shared/voice-call-settings.ts';
import { issueVoiceToken } from '../_shared/voice-token.ts';
import { createHandler, type VoiceCallDeps } from '../voice-call/index.ts';
import { createClock, SECRETS, SITE_ORIGIN, testConfig, VAPI_BASE_URL } from './fakes.ts';
import { createMemoryRepository, type MemoryRepository } from './memory-repository.ts';

export const VOICE_URL = 'http://localhost/functions/v1/voice-call';

export interface VoiceRequestRecord {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** Answers the `n`-th request; `signal` aborts when the client gives up (a timeout). */
type Reply = (
  record: VoiceRequestRecord,
  n: number,
  signal: AbortSignal,
) => Response | Promise<Response>;

/** fetch for Vapi: records every request and answers like Vapi's `POST /call` (or `reply`). */
export function createFakeVoiceVapi(reply?: Reply) {
  const requests: VoiceRequestRecord[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const record = {
      url: request.url,
      method: request.method,
      authorization: request.headers.get('authorization'),
      body: await request.json().catch(() => null),
    };
    requests.push(record);
    if (reply) return reply(record, requests.length, request.signal);
    const id = `call-${requests.length}`;
    const body = record.body as { transport?: { provider?: string } } | null;
    if (body?.transport?.provider === 'daily') {
      return Response.json(
        {
          id,
          orgId: 'org-1',
          type: 'webCall',
          status: 'queued',
          transport: { provider: 'daily', callUrl: `https://vapi.daily.co/${id}` },
        },
        { status: 201 },
      );
    }
    return Response.json(
      {
        id,
        orgId: 'org-1',
        type: 'vapi.websocketCall',
        status: 'queued',
        transport: {
          provider: 'vapi.websocket',
          websocketCallUrl: `wss://api.vapi.ai/${id}/transport`,
        },
        monitor: { controlUrl: `https://control.vapi.test/${id}/control` },
      },
      { status: 201 },
    );
  };
  return { fetch: fetchFn, requests };
}

/** A logger that keeps what it was told (to check secrets go there and not to the visitor). */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep =
    (level: string) =>
    (message: string, ...data: unknown[]) => {
      lines.push(`${level} ${message} ${data.map((d) => String(d)).join(' ')}`);
    };
  return {
    lines,
    debug: keep('debug'),
    info: keep('info'),
    warn: keep('warn'),
    error: keep('error'),
  };
}

export interface VoiceHarness {
  handler: (req: Request) => Promise<Response>;
  /** A POST from `ip` (default: a fresh address) with a fresh token issued to its network. */
  call(init?: VoiceRequestInit & { fields?: Record<string, unknown> }): Promise<Response>;
  /** One `call` after another, in order: the status of each answer (its body discarded). */
  statuses(inits: readonly VoiceRequestInit[]): Promise<number[]>;
  vapi: ReturnType<typeof createFakeVoiceVapi>;
  repository: MemoryRepository;
  logger: ReturnType<typeof createMemoryLogger>;
  clock: ReturnType<typeof createClock>;
}

/** A token as voice-call-token would issue it to `ip` now. */
export function tokenFor(ip: string, at: number, secret = SECRETS.FORM_TOKEN_SECRET as string) {
  return issueVoiceToken(secret, at, rateLimitKeyOf(ip));
}

export function createVoiceHarness(
  options: { env?: Record<string, string | undefined>; reply?: Reply } = {},
  overrides: Partial<VoiceCallDeps> = {},
): VoiceHarness {
  const env = options.env ?? SECRETS;
  const clock = createClock('2026-11-25T10:00:00Z');
  const repository = createMemoryRepository(clock.now);
  const vapi = createFakeVoiceVapi(options.reply);
  const logger = createMemoryLogger();
  const handler = createHandler({
    config: testConfig(env),
    voice: readVoiceCallSettings(envFromRecord(env)),
    repository,
    fetch: vapi.fetch,
    now: clock.date,
    logger,
    ...overrides,
  });
  const call: VoiceHarness['call'] = async (init = {}) => {
    const ip = init.ip ?? nextIp();
    const token = await tokenFor(ip, clock.now());
    return handler(voiceRequest({ ...init, ip, body: JSON.stringify({ token, ...init.fields }) }));
  };
  const statuses: VoiceHarness['statuses'] = async (inits) => {
    const answered: number[] = [];
    for (const init of inits) {
      const response = await call(init);
      answered.push(response.status);
      await response.body?.cancel();
    }
    return answered;
  };
  return { handler, call, statuses, vapi, repository, logger, clock };
}

let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `198.51.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
};

export interface VoiceRequestInit {
  body?: BodyInit | null;
  ip?: string;
  headers?: Record<string, string>;
  method?: string;
}

/** A POST to voice-call from the site, behind the gateway (X-Real-IP set). */
export function voiceRequest(init: VoiceRequestInit = {}): Request {
  const body = init.body === undefined ? '{}' : init.body;
  return new Request(VOICE_URL, {
    method: init.method ?? 'POST',
    headers: {
      Origin: SITE_ORIGIN,
      'X-Real-IP': init.ip ?? nextIp(),
      ...(body !== null ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body,
  });
}

export { SECRETS, SITE_ORIGIN, VAPI_BASE_URL };
