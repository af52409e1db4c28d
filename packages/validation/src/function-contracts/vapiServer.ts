// The functions Vapi calls with the assistant's secret header (no project key): `vapi-events`
// (its server URL: every call's status and end-of-call report) and `vapi-tools` (the booking
// tools' server URL). Both take Vapi's server message `{ message: { type, ... } }`, whose
// schemas are platform-api's (`/server-messages`).
import {
  serverMessageSchema,
  toolCallsAnswerSchema,
} from '@hlasovy-asistent/platform-api/server-messages';
import * as z from 'zod/mini';
import { functionContract } from './functionContract.ts';

/**
 * A `status-update` or `end-of-call-report` is stored per call; other types are acknowledged.
 * End-of-call reports carry the transcript, every message and the analysis: a long call's report
 * passes 3 MB, and a refused report is a cost never counted. 32 MB is far above any realistic
 * report (a 12-hour call, Vapi's longest) and well within the function's memory; a report over
 * it is still refused (413) and its call keeps counting at the per-minute estimate of calls
 * without a report (vapi_spend): the money limit fails closed.
 */
export const vapiEventsContract = functionContract({
  name: 'vapi-events',
  request: serverMessageSchema,
  answer: z.object({
    received: z.literal(true),
    stored: z.boolean(),
    type: z.optional(z.string()),
    changed: z.optional(z.boolean()),
    callId: z.optional(z.string()),
  }),
  maxBodyBytes: 32 * 1024 * 1024,
  apiKey: false,
  errors: { unauthorized: false },
});

/** A tool-calls message carries the call and the assistant: well above site requests. */
export const vapiToolsContract = functionContract({
  name: 'vapi-tools',
  request: serverMessageSchema,
  answer: toolCallsAnswerSchema,
  maxBodyBytes: 512 * 1024,
  apiKey: false,
  errors: { unauthorized: false },
});
