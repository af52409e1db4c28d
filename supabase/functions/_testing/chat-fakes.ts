import { readChatConfig } from '../_shared/chat-config.ts';
import { envFromRecord } from '../_shared/env.ts';
import { type ChatDeps, createHandler } from '../chat/index.ts';
import { createClock, SECRETS, SITE_ORIGIN, testConfig } from './fakes.ts';
import { createMemoryCallEventStore, type MemoryCallEventStore } from './memory-call-events.ts';
import {
  createMemoryChatConversations,
  type MemoryChatConversations,
} from './memory-chat-conversations.ts';
import { createMemoryRepository, type MemoryRepository } from './memory-repository.ts';
import {
  createFakeVoiceVapi,
  createMemoryLogger,
  tokenFor,
  type VoiceRequestRecord,
} from './voice-fakes.ts';

const CHAT_URL = 'http://localhost/functions/v1/chat';

type Reply = (
  record: VoiceRequestRecord,
  n: number,
  signal: AbortSignal,
) => Response | Promise<Response>;

/** What each fake Chat costs (USD), like Vapi's `Chat.cost`. */
export const CHAT_TURN_COST = 0.0125;
/** What a turn whose Chat reports no cost counts in the harness (the function's estimate). */
export const CHAT_TURN_ESTIMATE = 0.3;

/** Limits high enough that only the one a test is about can refuse. */
export const ROOMY_CHAT_ENV = {
  ...SECRETS,
  CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '100',
  CHAT_RATE_LIMIT_ADDRESS_PER_HOUR: '100',
  CHAT_RATE_LIMIT_NETWORK_PER_MINUTE: '100',
  CHAT_RATE_LIMIT_NETWORK_PER_HOUR: '100',
  CHAT_MAX_PER_HOUR: '100',
  CHAT_MAX_TURNS: '100',
};

/** Vapi's `n`-th Chat, whose assistant says `Odpoveď n.`, with `cost` / `costs` as given. */
export function vapiChat(n: number, costs: { cost?: unknown; costs?: unknown }): Response {
  return Response.json(
    {
      id: `chat-${n}`,
      orgId: 'org-1',
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
      output: [{ role: 'assistant', content: `Odpoveď ${n}.` }],
      ...costs,
    },
    { status: 201 },
  );
}

/** Vapi's answer to the `n`-th `POST /chat`: a Chat that cost CHAT_TURN_COST. */
const chatAnswer: Reply = (_record, n) => vapiChat(n, { cost: CHAT_TURN_COST });

export interface ChatTurnInit {
  ip: string;
  /** Without it the turn starts a conversation with a fresh token of `ip`'s network. */
  conversationId?: string;
  text?: string;
  /** Replaces the body's token (`null`: none at all). */
  token?: string | null;
  fields?: Record<string, unknown>;
}

export function createChatHarness(
  env: Record<string, string | undefined> = SECRETS,
  overrides: Partial<ChatDeps> = {},
  reply?: Reply,
  /** private.chat_turns and vapi_spend in memory: where each turn is reserved and settled. */
  spend: MemoryCallEventStore = createMemoryCallEventStore(),
) {
  const clock = createClock('2026-11-25T10:00:00Z');
  const repository: MemoryRepository = createMemoryRepository(clock.now);
  // records every request to Vapi, answered like POST /chat (or by `reply`)
  const vapi = createFakeVoiceVapi(reply ?? chatAnswer);
  const logger = createMemoryLogger();
  const conversations: MemoryChatConversations = createMemoryChatConversations(spend);
  const handler = createHandler({
    config: testConfig(env),
    chat: readChatConfig(envFromRecord(env)),
    repository,
    conversations,
    fetch: vapi.fetch,
    now: clock.date,
    logger,
    turnEstimate: CHAT_TURN_ESTIMATE,
    ...overrides,
  });
  /** One turn from `ip`: a new conversation (with a fresh token) or the next turn of one. */
  const turn = async (init: ChatTurnInit) => {
    const token =
      init.token !== undefined
        ? init.token
        : init.conversationId
          ? undefined
          : await tokenFor(init.ip, clock.now());
    const body = {
      ...(token !== undefined && token !== null ? { token } : {}),
      ...(init.conversationId ? { conversationId: init.conversationId } : {}),
      text: init.text ?? 'Aké máte voľné termíny?',
      ...init.fields,
    };
    return handler(chatRequest(init.ip, JSON.stringify(body)));
  };
  return { handler, turn, vapi, repository, conversations, logger, clock, spend };
}

/** A POST to chat from the site, behind the gateway (X-Real-IP set). */
export function chatRequest(ip: string, body: string): Request {
  return new Request(CHAT_URL, {
    method: 'POST',
    headers: { Origin: SITE_ORIGIN, 'X-Real-IP': ip, 'Content-Type': 'application/json' },
    body,
  });
}
