import { CHAT_INPUT_MAX_CHARS, sanitizeText } from '@hlasovy-asistent/validation';
import { readJsonBody } from '../_shared/body.ts';
import { readChatConfig } from '../_shared/chat-config.ts';
import { chatTurnEstimate } from '../_shared/chat-costs.ts';
import { clientIp } from '../_shared/client-ip.ts';
import { denoEnv, readConfig } from '../_shared/env.ts';
import { type FieldIssue, HttpError } from '../_shared/errors.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { withApiKey } from '../_shared/serve.ts';
import { spendCapFromEnv } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseChatConversations } from '../_shared/supabase-chat-conversations.ts';
import { createSupabaseChatDeletions } from '../_shared/supabase-chat-deletions.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { waitUntil } from '../_shared/wait-until.ts';
import { voiceCallerOf } from '../voice-call/startVoiceCall.ts';
import { type ChatDeps, type ChatTurnRequest, takeChatTurn } from './takeChatTurn.ts';

export type { ChatDeps } from './takeChatTurn.ts';

/** `{ token?, conversationId?, text }`: 500 characters of text, at most 4 bytes each, and a token. */
const MAX_BODY_BYTES = 4096;
const FIELDS = ['token', 'conversationId', 'text'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const issue = (path: string, message: string, code: string): FieldIssue => ({
  path,
  message,
  code,
});

/**
 * `{ token, text }` starts a conversation, `{ conversationId, text }` continues one. The
 * assistant and everything sent to Vapi besides the text are the server's: any other field is
 * refused. The text goes through the shared sanitiser and may not exceed CHAT_INPUT_MAX_CHARS.
 */
async function readChatRequest(req: Request): Promise<ChatTurnRequest> {
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError('invalid_payload', 'The request body must be a JSON object');
  }
  const record = body as Record<string, unknown>;
  const issues = Object.keys(record)
    .filter((field) => !FIELDS.includes(field))
    .slice(0, 20)
    .map((field) =>
      issue(
        field.slice(0, 100),
        'Unknown field (the assistant is set on the server)',
        'unrecognized_keys',
      ),
    );
  const conversationId = record.conversationId ?? null;
  if (
    conversationId !== null &&
    (typeof conversationId !== 'string' || !UUID.test(conversationId))
  ) {
    issues.push(
      issue('conversationId', 'conversationId is the id this function answered', 'invalid_format'),
    );
  }
  const raw = record.text;
  const text = sanitizeText(raw, CHAT_INPUT_MAX_CHARS);
  if (typeof raw !== 'string' || text === '') {
    issues.push(issue('text', "text is the visitor's message (not empty)", 'too_small'));
  } else if (raw.length > CHAT_INPUT_MAX_CHARS) {
    issues.push(issue('text', `text is at most ${CHAT_INPUT_MAX_CHARS} characters`, 'too_big'));
  }
  if (issues.length > 0) {
    throw new HttpError('invalid_payload', 'The chat request is invalid', { issues });
  }
  return {
    token: record.token,
    conversationId: conversationId as string | null,
    text,
  };
}

/**
 * POST `{ token, text }` (a new conversation) or `{ conversationId, text }` (its next turn) ->
 * `{ conversationId, reply, turnsLeft, slotOffer?, selectedSlot? }` (chatTurnAnswerSchema): the
 * assistant's answer through Vapi's chat API, the demo slots its tool offered in the turn and the
 * slot the visitor chose in it.
 */
export function createHandler(deps: ChatDeps): (req: Request) => Promise<Response> {
  return postEndpoint(deps, async (req, headers) => {
    const request = await readChatRequest(req);
    const caller = voiceCallerOf(clientIp(req, deps.config.trustedProxyHops));
    const turn = await takeChatTurn(deps, caller, request);
    return jsonResponse(turn, 200, headers);
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('chat'),
  methods: 'POST, OPTIONS',
  build: () => {
    const config = readConfig(denoEnv);
    const repository = createSupabaseRepository(config);
    const logger = createConsoleLogger('chat');
    return createHandler({
      config,
      chat: readChatConfig(denoEnv),
      repository,
      conversations: createSupabaseChatConversations(config),
      fetch: (input, init) => fetch(input, init),
      now: () => new Date(),
      logger,
      spendCap: spendCapFromEnv(denoEnv, config, repository, logger),
      turnEstimate: chatTurnEstimate(denoEnv, logger),
      chatDeletions: createSupabaseChatDeletions(config),
      waitUntil,
    });
  },
});

if (import.meta.main) Deno.serve(handler);
