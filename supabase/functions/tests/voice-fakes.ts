import { envFromRecord } from '../_shared/env.ts';
import type { Logger } from '../_shared/logger.ts';
import { createMemoryRepository, type MemoryRepository } from '../_shared/memory-repository.ts';
import { readVoiceConfig } from '../_shared/voice-config.ts';
import { createHandler, type VoiceCallDeps } from '../voice-call/index.ts';
import { SECRETS, SITE_ORIGIN, testConfig, VAPI_BASE_URL } from './fakes.ts';

export const VOICE_URL = 'http://localhost/functions/v1/voice-call';

export interface VoiceRequestRecord {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

type Reply = (record: VoiceRequestRecord, n: number) => Response | Promise<Response>;

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
    if (reply) return reply(record, requests.length);
    const id = `call-${requests.length}`;
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
  vapi: ReturnType<typeof createFakeVoiceVapi>;
  repository: MemoryRepository;
  logger: ReturnType<typeof createMemoryLogger>;
}

export function createVoiceHarness(
  options: { env?: Record<string, string | undefined>; reply?: Reply } = {},
  overrides: Partial<VoiceCallDeps> = {},
): VoiceHarness {
  const env = options.env ?? SECRETS;
  const repository = createMemoryRepository();
  const vapi = createFakeVoiceVapi(options.reply);
  const logger = createMemoryLogger();
  const handler = createHandler({
    config: testConfig(env),
    voice: readVoiceConfig(envFromRecord(env)),
    repository,
    fetch: vapi.fetch,
    logger,
    ...overrides,
  });
  return { handler, vapi, repository, logger };
}

let ipSeq = 0;

/** A POST to voice-call from the site, behind the gateway (X-Real-IP set). */
export function voiceRequest(
  init: {
    body?: BodyInit | null;
    ip?: string;
    headers?: Record<string, string>;
    method?: string;
  } = {},
): Request {
  ipSeq += 1;
  const body = init.body === undefined ? '{}' : init.body;
  return new Request(VOICE_URL, {
    method: init.method ?? 'POST',
    headers: {
      Origin: SITE_ORIGIN,
      'X-Real-IP': init.ip ?? `198.51.100.${ipSeq % 250}`,
      ...(body !== null ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body,
  });
}

export { SECRETS, SITE_ORIGIN, VAPI_BASE_URL };
