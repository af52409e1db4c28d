// What the local Vapi tells the assistant's server URL about its calls, shaped like Vapi's
// server messages (`ServerMessageStatusUpdate`, `ServerMessageEndOfCallReport` in
// packages/platform-api/openapi/vapi-openapi-latest.json; test/vapi-call-events.test.ts validates
// them against the document) and sent the way the synced assistant makes Vapi send them: a JSON
// POST carrying the `server.headers` secret. So the local stack records call outcomes through
// the real `vapi-events` function.
import { randomUUID } from 'node:crypto';
import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';

/** The stand-in's tariff in USD per minute (Vapi's cost is per minute; the figure is made up). */
export const STANDIN_COST_PER_MINUTE = 0.12;

export type StandinCallType = 'outboundPhoneCall' | 'vapi.websocketCall';

/** The Call fields every message carries (Vapi's Call requires id, orgId, createdAt, updatedAt). */
export interface EventCall {
  id: string;
  orgId: string;
  type: StandinCallType;
  createdAt: string;
}

export interface CallEnd {
  endedReason: string;
  startedAt: number;
  endedAt: number;
}

export type ServerMessageBody = { message: Record<string, unknown> };

function callOf(call: EventCall, status: string, updatedAt: string): Record<string, unknown> {
  return { ...call, updatedAt, status };
}

/** `status-update` for one status (with the ended reason when it is `ended`). */
export function statusUpdateMessage(
  call: EventCall,
  status: string,
  at: number,
  endedReason?: string,
): ServerMessageBody {
  const iso = new Date(at).toISOString();
  return {
    message: {
      type: 'status-update',
      status,
      ...(endedReason ? { endedReason } : {}),
      timestamp: at,
      call: callOf(call, status, iso),
    },
  };
}

/** The stand-in's price of a call: the started minutes and seconds at the per-minute tariff. */
export function standinCost(startedAt: number, endedAt: number): number {
  const minutes = Math.max(0, endedAt - startedAt) / 60_000;
  return Math.round(minutes * STANDIN_COST_PER_MINUTE * 10_000) / 10_000;
}

/** `end-of-call-report` with the cost, the times and an empty analysis (no recording offline). */
export function endOfCallReportMessage(call: EventCall, end: CallEnd): ServerMessageBody {
  const endedIso = new Date(end.endedAt).toISOString();
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: end.endedReason,
      cost: standinCost(end.startedAt, end.endedAt),
      startedAt: new Date(end.startedAt).toISOString(),
      endedAt: endedIso,
      timestamp: end.endedAt,
      artifact: { messages: [] },
      analysis: {},
      call: { ...callOf(call, 'ended', endedIso), endedReason: end.endedReason },
    },
  };
}

export interface CallEventSenderOptions {
  /** The assistant's server URL: the local gateway's `/functions/v1/vapi-events`. */
  url: string;
  /** The `x-vapi-secret` value (VAPI_WEBHOOK_SECRET of the functions). */
  secret: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export interface CallEventSender {
  /** Sends the messages in order; a refusal or an unreachable URL is logged, never thrown. */
  send(messages: readonly ServerMessageBody[]): Promise<void>;
  /** Counts a longer task (a simulated call) as under way until it settles. */
  track(task: Promise<unknown>): void;
  /** Every send and tracked task still under way (tests and shutdown wait for them). */
  settled(): Promise<void>;
}

export function createCallEventSender(options: CallEventSenderOptions): CallEventSender {
  const fetchFn = options.fetch ?? fetch;
  const inFlight = new Set<Promise<void>>();
  const post = async (body: ServerMessageBody) => {
    try {
      const response = await fetchFn(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VAPI_EVENTS_SECRET_HEADER]: options.secret,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      await response.body?.cancel();
      if (!response.ok) {
        options.log?.(`[vapi] server URL answered ${response.status} to ${body.message.type}`);
      }
    } catch (error) {
      options.log?.(`[vapi] server URL not reached: ${(error as Error).message}`);
    }
  };
  const track = (task: Promise<unknown>) => {
    const run = task.then(
      () => {},
      () => {},
    );
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };
  return {
    send(messages) {
      const run = (async () => {
        for (const body of messages) await post(body);
      })();
      track(run);
      return run;
    },
    track,
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** A new call as the stand-in reports it (its own id: the contract server's example has one). */
export function newEventCall(type: StandinCallType, id: string = randomUUID()): EventCall {
  return {
    id,
    orgId: '00000000-0000-4000-8000-00000000000a',
    type,
    createdAt: new Date().toISOString(),
  };
}
