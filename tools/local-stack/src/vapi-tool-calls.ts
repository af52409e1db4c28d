// What the local Vapi does with the assistant's booking tools: a `tool-calls` server message
// posted to the tool's server URL (the gateway's `/functions/v1/vapi-tools`) with the secret
// header, as Vapi sends it (ServerMessageToolCalls: toolCallList, the call with its
// `monitor.controlUrl`), and the live call control URL itself (a `say` message makes the local
// agent speak in that call).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  typedTurnText,
  type VoiceSocketToolCallResult,
} from '@hlasovy-asistent/platform-api/voice-socket';
import { VAPI_EVENTS_SECRET_HEADER, VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import type { VoiceAgent } from '@hlasovy-asistent/voice-agent';
import { LOCAL_NOW_HEADER } from './local-clock.ts';

export interface ToolServer {
  /** The tools' server URL (`vapi-tools`) and the secret header's value. */
  url: string;
  secret: string;
}

/**
 * Whose tool call it is: a live call (with its control URL) or a text conversation's chat (with
 * the chat it continues, Chat's `previousChatId`).
 */
export type ToolCallOwner =
  | { id: string; controlUrl: string }
  | { chatId: string; previousChatId?: string | undefined };

/** The server message's `call` (a web call) or `chat` (ServerMessageToolCalls). */
function ownerOf(owner: ToolCallOwner): Record<string, unknown> {
  if ('chatId' in owner) {
    const previous = owner.previousChatId ? { previousChatId: owner.previousChatId } : {};
    return { chat: { id: owner.chatId, ...previous } };
  }
  return { call: { id: owner.id, type: 'webCall', monitor: { controlUrl: owner.controlUrl } } };
}

/**
 * Posts one tool call as Vapi does and returns its result (null when there is none). `at`: the
 * conversation's local clock when it asked for one (./local-clock.ts), passed on to the function.
 */
export async function postToolCall(
  server: ToolServer,
  owner: ToolCallOwner,
  name: string,
  args: Record<string, unknown>,
  toolCallId = `call_${randomUUID()}`,
  at?: Date,
): Promise<VoiceSocketToolCallResult | null> {
  const toolCall = { id: toolCallId, type: 'function', function: { name, arguments: args } };
  const response = await fetch(server.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [VAPI_EVENTS_SECRET_HEADER]: server.secret,
      ...(at ? { [LOCAL_NOW_HEADER]: at.toISOString() } : {}),
    },
    body: JSON.stringify({
      message: {
        type: 'tool-calls',
        timestamp: Date.now(),
        toolCallList: [toolCall],
        ...ownerOf(owner),
      },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    return null;
  }
  const body = (await response.json()) as { results?: VoiceSocketToolCallResult[] };
  return body.results?.find((result) => result.toolCallId === toolCall.id) ?? null;
}

export interface ControlServer {
  /** `<origin>/<callId>/control`, like Vapi's `monitor.controlUrl`. */
  urlOf(callId: string): string;
  close(): Promise<void>;
}

/** The call id of a `/<callId>/control` path (the one call-id rule), or null. */
function controlledCall(pathname: string): string | null {
  const [, id, control, ...rest] = pathname.split('/');
  return control === 'control' && rest.length === 0 && id && VOICE_CALL_ID_PATTERN.test(id)
    ? id
    : null;
}

/**
 * Live call control on 127.0.0.1 (a free port): `POST /<callId>/control` with
 * `{ type: 'say', content }` makes the agent say it (200); `{ type: 'add-message', message:
 * { role: 'user', content } }` is the visitor's typed turn, answered like a spoken one (200; the
 * agent checks the text as on the socket); an unknown or ended call is 404, anything else 400.
 * Other control types (and an add-message that asks for no answer) are acknowledged (202) and
 * ignored.
 */
export async function startControlServer(
  agent: () => VoiceAgent | undefined,
): Promise<ControlServer> {
  const server = createServer((req, res) => {
    const callId = controlledCall(new URL(req.url ?? '/', 'http://control.local').pathname);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !callId) return answer(404, { message: 'not found' });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let message: { type?: unknown; content?: unknown; message?: unknown };
      try {
        message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof message;
      } catch {
        return answer(400, { message: 'JSON expected' });
      }
      const typed = message && typeof message === 'object' ? typedTurnText(message) : null;
      if (typed !== null) {
        const taken = agent()?.addUserMessage(callId, typed) ?? false;
        return taken ? answer(200, { message: 'ok' }) : answer(404, { message: 'call not live' });
      }
      if (message?.type !== 'say') return answer(202, { message: 'ignored' });
      if (typeof message.content !== 'string' || message.content.length === 0) {
        return answer(400, { message: 'say needs content' });
      }
      const spoken = agent()?.say(callId, message.content) ?? false;
      return spoken ? answer(200, { message: 'ok' }) : answer(404, { message: 'call not live' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (callId) => `http://127.0.0.1:${port}/${callId}/control`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
