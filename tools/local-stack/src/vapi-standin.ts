// The local Vapi: @hlasovy-asistent/platform-api's contract server (validates every request against Vapi's
// latest OpenAPI document, which types the WebSocket transport) plus the local Slovak voice
// agent (@hlasovy-asistent/voice-agent, tools/voice-agent/). A `POST /call` with `transport.provider =
// "vapi.websocket"` is registered with the agent (with its assistantOverrides'
// maxDurationSeconds and silenceTimeoutSeconds, which the agent enforces), and its
// `websocketCallUrl` points at the gateway (`ws://<gateway>/vapi/<callId>/transport`), which
// passes the socket to the agent. A `POST /call` with `transport.provider = "daily"` (the latest
// document's web call) is answered by the contract server with a `webCall` whose room is in
// `transport.callUrl` on STANDIN_DAILY_DOMAIN (no Daily server answers it offline: tests join it
// with the fake Daily call object). `POST /call/web` (the older, extended document only; kept as
// the documented fallback) goes to a second contract server on that document, behind a path
// router (./vapi-router.ts), and answers the same room as `webCallUrl`.
// With `events`, the stand-in then reports every call to the assistant's server URL like Vapi
// (./vapi-call-events.ts): a socket call when it ends, an outbound phone call as it is queued,
// rings, is answered and ends (`phoneCallMs` later), a scheduled one as `scheduled`.
// With `tools`, the agent runs the booking tools through the real `vapi-tools` function
// (./call-booking-tools.ts): the offer after the visitor's first turn, other slots or a choice
// when a typed turn asks for them. Each socket call gets a live control URL in its Call
// (`monitor.controlUrl`, as Vapi answers `POST /call`: a `say` there is spoken in the call, an
// `add-message` of role user is the visitor's typed turn), and `GET /call/{id}` answers a socket
// call's status and, once it ended, its cost at the stand-in's tariff.
// `POST /chat` (Vapi's chat API, the `chat` function's text conversations) is answered from the
// same agent's dialogue (./vapi-chat.ts); with `tools`, its first answer offers the demo slots
// through `vapi-tools` like a call's. `GET /chat/{id}` answers those chats (with their cost).
// Tolerates the contract server module not existing.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  type AudioFormat,
  type CallLimits,
  startVoiceAgent,
  type VoiceAgent,
} from '@hlasovy-asistent/voice-agent';
import { callBookingTools } from './call-booking-tools.ts';
import { type LocalClock, localClockAt, localNowOfNode } from './local-clock.ts';
import {
  type CallEventSender,
  createCallEventSender,
  type EventCall,
  endOfCallReportMessage,
  newEventCall,
  statusUpdateMessage,
} from './vapi-call-events.ts';
import { createChatStandin } from './vapi-chat.ts';
import { createEndedCalls } from './vapi-ended-calls.ts';
import { startVapiRouter } from './vapi-router.ts';
import { startControlServer, type ToolServer } from './vapi-tool-calls.ts';

export interface VapiStandin {
  url: string;
  /** The voice agent behind `/vapi/*` on the gateway. */
  voiceAgent: VoiceAgent;
  /** Resolves when every server message sent so far has been answered. */
  eventsSettled(): Promise<void>;
  close(): Promise<void>;
}

export interface VapiStandinOptions {
  /** Where the socket URLs point, e.g. `ws://127.0.0.1:54321/vapi`. */
  socketOrigin: string;
  /** The assistant's server URL and its secret header value; without it no events are sent. */
  events?: { url: string; secret: string };
  /**
   * The booking tools' server URL (`vapi-tools`) and secret header: with it the agent offers
   * slots through it after the visitor's first turn, and calls get a live control URL.
   */
  tools?: ToolServer;
  /** How long a simulated outbound phone call lasts once answered (default 1 500 ms). */
  phoneCallMs?: number;
  /**
   * False: the agent drops typed turns written on the socket (a Vapi whose socket ignores
   * `add-message`); the control URL still takes them. Default true.
   */
  socketTypedTurns?: boolean;
  log?: (line: string) => void;
  /** A local voice call ended (its line is free again). */
  onCallEnded?(callId: string): void;
  /** The agent keeps a record of this many newest calls (voice-agent's `keepCallRecords`). */
  keepCallRecords?: number;
}

interface ContractServerModule {
  startContractServer(options: {
    document: 'latest' | 'extended';
    port: number;
    socketOrigin?: string;
    dailyRoomOrigin?: string;
    warm?: string[];
    overrides?: Record<
      string,
      (request: {
        body: unknown;
        params: Record<string, string>;
        headers?: Record<string, string | string[] | undefined>;
      }) =>
        | { status: number; body: unknown }
        | undefined
        | Promise<{ status: number; body: unknown } | undefined>
    >;
    onCallCreated?(
      call: Record<string, unknown>,
      request: { body: unknown; headers?: Record<string, string | string[] | undefined> },
    ): Record<string, unknown> | undefined;
  }): Promise<{ url: string; close(): Promise<void> | void }>;
}

/** Where the local web calls' rooms are (a Daily domain shape; nothing answers it offline). */
export const STANDIN_DAILY_DOMAIN = 'https://vapi-local.daily.co';

/** The answer of `POST /call/web`: a web call like Vapi's, with its room. */
function webCall(body: unknown): Record<string, unknown> {
  const request = (body ?? {}) as { assistantId?: unknown; assistantOverrides?: unknown };
  const id = randomUUID();
  const now = new Date().toISOString();
  return {
    id,
    orgId: '00000000-0000-4000-8000-0000000000a0',
    createdAt: now,
    updatedAt: now,
    type: 'webCall',
    status: 'queued',
    ...(typeof request.assistantId === 'string' ? { assistantId: request.assistantId } : {}),
    ...(request.assistantOverrides ? { assistantOverrides: request.assistantOverrides } : {}),
    webCallUrl: `${STANDIN_DAILY_DOMAIN}/${id}`,
  };
}

/** Dummy secrets the functions get with the stand-in (they only have to be non-empty). */
export const STANDIN_VAPI_SECRETS = {
  VAPI_PRIVATE_KEY: 'local-standin-private-key',
  VAPI_PUBLIC_KEY: 'local-standin-public-key',
  VAPI_ASSISTANT_ID: '00000000-0000-4000-8000-00000000a551',
  VAPI_PHONE_NUMBER_ID: '00000000-0000-4000-8000-0000000000f1',
} as const;

export async function startVapiStandin(
  options: VapiStandinOptions,
): Promise<VapiStandin | undefined> {
  const { log } = options;
  const specifier = '@hlasovy-asistent/platform-api/contract-server';
  let mod: ContractServerModule;
  try {
    mod = (await import(specifier)) as ContractServerModule;
  } catch (error) {
    log?.(`[vapi] stand-in not available (${(error as Error).message}); dialling stays disabled`);
    return undefined;
  }
  const sender: CallEventSender | undefined =
    options.events && createCallEventSender({ ...options.events, log });
  const socketCalls = new Map<string, EventCall>();
  const endedCalls = createEndedCalls();
  const chats = createChatStandin(undefined, options.tools);
  /** Calls created on a local clock of their own (./local-clock.ts): their clocks. */
  const callClocks = new Map<string, LocalClock>();
  let agent: VoiceAgent | undefined;
  const control = await startControlServer(() => agent);
  const clockOf = (callId: string) => callClocks.get(callId) ?? localClockAt(null);
  const voiceAgent = await startVoiceAgent({
    log,
    keepCallRecords: options.keepCallRecords,
    ...(options.tools ? { tools: callBookingTools(options.tools, control.urlOf, clockOf) } : {}),
    ...(options.socketTypedTurns === false ? { socketTypedTurns: false } : {}),
    onCallEnded(ended) {
      options.onCallEnded?.(ended.id);
      callClocks.delete(ended.id);
      const call = socketCalls.get(ended.id);
      socketCalls.delete(ended.id);
      if (call) endedCalls.add(call, ended);
      if (!call || !sender) return;
      void sender.send([
        statusUpdateMessage(call, 'ended', ended.endedAt, ended.endedReason),
        endOfCallReportMessage(call, ended),
      ]);
    },
  });
  agent = voiceAgent;
  const phoneCallMs = options.phoneCallMs ?? 1_500;
  /** Queued -> ringing -> in-progress -> ended, as a call someone answers and hangs up. */
  const simulatePhoneCall = async (call: EventCall) => {
    if (!sender) return;
    const at = () => Date.now();
    await sender.send([statusUpdateMessage(call, 'queued', at())]);
    await delay(100);
    await sender.send([statusUpdateMessage(call, 'ringing', at())]);
    await delay(100);
    const startedAt = at();
    await sender.send([statusUpdateMessage(call, 'in-progress', startedAt)]);
    await delay(phoneCallMs);
    const end = { endedReason: 'customer-ended-call', startedAt, endedAt: at() };
    await sender.send([
      statusUpdateMessage(call, 'ended', end.endedAt, end.endedReason),
      endOfCallReportMessage(call, end),
    ]);
  };
  // closed newest first: the router, the extended server, the latest one, the agent
  const closers: (() => Promise<void> | void)[] = [() => control.close(), () => voiceAgent.close()];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  try {
    const server = await mod.startContractServer({
      document: 'latest',
      port: 0,
      socketOrigin: options.socketOrigin,
      dailyRoomOrigin: STANDIN_DAILY_DOMAIN,
      // every browser call and every demo call starts with POST /call; health reads the assistant
      warm: ['POST /call', 'GET /assistant/{id}', 'POST /chat'],
      overrides: {
        // text conversations (the chat function): the local agent's dialogue, as text
        'POST /chat': chats,
        'GET /chat/{id}': chats.find,
        // a socket call as Vapi reports it (its cost once ended); any other id: the example
        'GET /call/{id}': (request) => endedCalls.answer(request.params.id, socketCalls),
      },
      onCallCreated(call, request) {
        // a Daily web call: its room is the answer (nothing reports it offline)
        if (call.type === 'webCall') return undefined;
        if (call.type !== 'vapi.websocketCall') {
          // an outbound phone call (POST /call with a customer): a fresh id, reported as it goes
          const body = request.body as { schedulePlan?: unknown };
          const phoneCall = newEventCall('outboundPhoneCall');
          const status = body.schedulePlan ? 'scheduled' : 'queued';
          if (body.schedulePlan) {
            void sender?.send([statusUpdateMessage(phoneCall, 'scheduled', Date.now())]);
          } else {
            sender?.track(simulatePhoneCall(phoneCall));
          }
          return { ...call, ...phoneCall, updatedAt: phoneCall.createdAt, status };
        }
        const body = request.body as {
          transport?: { audioFormat?: AudioFormat };
          assistantOverrides?: CallLimits;
        };
        const at = localNowOfNode(request.headers ?? {});
        if (at !== null) callClocks.set(String(call.id), localClockAt(at));
        // Throws for what the agent cannot serve (mu-law): the stand-in answers 400.
        voiceAgent.registerCall({
          id: String(call.id),
          audioFormat: body.transport?.audioFormat,
          limits: body.assistantOverrides,
        });
        socketCalls.set(String(call.id), {
          ...newEventCall('vapi.websocketCall', String(call.id)),
          createdAt: String(call.createdAt),
        });
        // live call control, as Vapi's Call carries it (the assistant's monitorPlan.controlEnabled)
        return { ...call, monitor: { controlUrl: control.urlOf(String(call.id)) } };
      },
    });
    closers.push(() => server.close());
    const extended = await mod.startContractServer({
      document: 'extended',
      port: 0,
      overrides: { 'POST /call/web': (request) => ({ status: 201, body: webCall(request.body) }) },
    });
    closers.push(() => extended.close());
    const routes = [{ claims: (path: string) => path === '/call/web', target: extended.url }];
    const router = await startVapiRouter(routes, server.url);
    closers.push(() => router.close());
    log?.(`[vapi] local stand-in on ${router.url}, voice agent on ${options.socketOrigin}`);
    return {
      url: router.url,
      voiceAgent,
      eventsSettled: async () => {
        await sender?.settled();
      },
      close: async () => {
        await closeAll();
        await sender?.settled();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
