// What Vapi sends to an app's server as JSON, as zod/mini schemas: the server messages it POSTs to
// the assistant's server URL and to a tool's server (`{ message }`: ServerMessageStatusUpdate,
// ServerMessageEndOfCallReport, ServerMessageToolCalls), the answer a tool server gives back
// (ToolCallResult, also what the socket forwards as `tool-calls-result`), and the Chat that
// `POST /chat` answers with (its `output` messages: AssistantMessage, ToolMessage). Every field
// is the latest OpenAPI document's (src/generated/latest.ts; test/serverMessages.test.ts walks
// each schema against the document); only the fields an app reads are checked, objects are loose
// (Vapi adds fields, they are kept) and enums Vapi may grow are strings. A tool call's
// `function.arguments` is an object on the wire, though the document says a JSON string: both
// are read.
import * as z from 'zod/mini';
import { toolCallResultSchema } from './toolCallResult.ts';

/** Any server message: `{ message: { type, ... } }`. */
export const serverMessageSchema = z.object({
  message: z.looseObject({ type: z.string().check(z.maxLength(80)) }),
});

/** The parts of a Call an app reads from a server message (`call`; an app refuses one without id). */
const messageCall = z.looseObject({
  id: z.optional(z.string()),
  type: z.optional(z.string()),
  monitor: z.optional(z.looseObject({ controlUrl: z.optional(z.string()) })),
});

/** `status-update`: the call's status (`ended` with its reason). */
export const statusUpdateMessageSchema = z.looseObject({
  type: z.literal('status-update'),
  status: z.string(),
  endedReason: z.optional(z.string()),
  call: z.optional(messageCall),
});

/** `end-of-call-report`: the call's reason, cost, times and recording. */
export const endOfCallReportMessageSchema = z.looseObject({
  type: z.literal('end-of-call-report'),
  endedReason: z.string(),
  cost: z.optional(z.number()),
  startedAt: z.optional(z.string()),
  endedAt: z.optional(z.string()),
  artifact: z.optional(
    z.looseObject({
      recordingUrl: z.optional(z.string()),
      recording: z.optional(
        z.looseObject({
          stereoUrl: z.optional(z.string()),
          mono: z.optional(z.looseObject({ combinedUrl: z.optional(z.string()) })),
        }),
      ),
    }),
  ),
  call: z.optional(messageCall),
});

/** One tool call: its id, the function's name and its arguments. */
export const toolCallSchema = z.looseObject({
  id: z.string(),
  function: z.looseObject({
    name: z.string(),
    arguments: z.optional(z.union([z.string(), z.record(z.string(), z.unknown())])),
  }),
});

/**
 * `tool-calls`: the calls to answer, with the call they run in (a voice call) or the chat (a
 * written conversation at Vapi's chat API; `previousChatId`: its previous turn).
 */
export const toolCallsMessageSchema = z.looseObject({
  type: z.literal('tool-calls'),
  toolCallList: z.array(toolCallSchema),
  call: z.optional(messageCall),
  chat: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      previousChatId: z.optional(z.nullable(z.string())),
    }),
  ),
});

/** A tool server's answer: `{ results }`, one per tool call. */
export const toolCallsAnswerSchema = z.object({ results: z.array(toolCallResultSchema) });

/**
 * An output message of a Chat, whatever its role: the assistant's carries its text and its tool
 * calls (AssistantMessage), a tool's its result for one call (ToolMessage).
 */
const chatOutputMessage = z.looseObject({
  role: z.string(),
  content: z.optional(z.nullable(z.string())),
  tool_calls: z.optional(z.array(toolCallSchema)),
  tool_call_id: z.optional(z.string()),
});

/** What `POST /chat` answers: the chat's id, its output messages and what it cost. */
export const chatSchema = z.looseObject({
  id: z.optional(z.string()),
  output: z.optional(z.array(chatOutputMessage)),
  cost: z.optional(z.number()),
  costs: z.optional(z.array(z.looseObject({ cost: z.optional(z.number()) }))),
});

export type VapiStatusUpdateMessage = z.infer<typeof statusUpdateMessageSchema>;
export type VapiEndOfCallReportMessage = z.infer<typeof endOfCallReportMessageSchema>;
export type VapiToolCall = z.infer<typeof toolCallSchema>;
export type VapiToolCallsMessage = z.infer<typeof toolCallsMessageSchema>;
export type VapiChat = z.infer<typeof chatSchema>;
