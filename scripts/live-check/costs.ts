// What the live check cost, as Vapi reports it: the call's `cost` (`GET /call/{id}`, once the
// call is `ended` and costed; Vapi needs a few seconds after the end) and the written turn's
// Chat `cost` (`GET /chat/{id}`), read with the private key through @hlasovy-asistent/platform-api.
import { createVapiClient } from '@hlasovy-asistent/platform-api';

export interface CostPorts {
  /** The call (or chat) as Vapi answers it. */
  call(id: string): Promise<unknown>;
  chat(id: string): Promise<unknown>;
  sleep(ms: number): Promise<void>;
}

export function vapiCostPorts(vapi: { baseUrl: string; privateKey: string }): CostPorts {
  const client = createVapiClient({ token: vapi.privateKey, baseUrl: vapi.baseUrl });
  return {
    call: (id) => client.calls.get(id, { timeoutMs: 10_000 }),
    chat: (id) => client.chats.get(id, { timeoutMs: 10_000 }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

const costOf = (value: unknown): number | null => {
  const cost = (value as { cost?: unknown } | null)?.cost;
  return typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 ? cost : null;
};

/**
 * The call's cost in USD once Vapi reports it ended with a cost (asked every `everyMs`, at most
 * `tries` times); null when it did not within that time or could not be read.
 */
export async function callCost(
  ports: CostPorts,
  callId: string,
  { tries = 10, everyMs = 2_000 } = {},
): Promise<number | null> {
  for (let i = 0; i < tries; i += 1) {
    try {
      const call = (await ports.call(callId)) as { status?: unknown } | null;
      const cost = costOf(call);
      if (call?.status === 'ended' && cost !== null) return cost;
    } catch {
      // asked again below; a key Vapi refuses fails the same way every time
    }
    if (i + 1 < tries) await ports.sleep(everyMs);
  }
  return null;
}

/** The chat's cost in USD, or null. */
export async function chatCost(ports: CostPorts, chatId: string): Promise<number | null> {
  try {
    return costOf(await ports.chat(chatId));
  } catch {
    return null;
  }
}
