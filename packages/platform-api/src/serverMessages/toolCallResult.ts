// A tool server's answer to one tool call, in a module of its own: the voice socket's messages
// (`voiceSocket/messages.ts`) carry it too, and importing it from `messages.ts` would bundle every
// server message into a browser app that only needs this one.

import * as z from 'zod/mini';

/** A tool server's answer to one tool call (`metadata` reaches the client only). */
export const toolCallResultSchema = z.looseObject({
  name: z.string(),
  toolCallId: z.string(),
  result: z.optional(z.string()),
  error: z.optional(z.string()),
  metadata: z.optional(z.record(z.string(), z.unknown())),
});

export type VapiToolCallResult = z.infer<typeof toolCallResultSchema>;
