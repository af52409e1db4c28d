// The `vapi-config` function (GET): how the browser reaches the assistant.
import * as z from 'zod/mini';
import { functionContract } from './functionContract.ts';

/** How the browser reaches the assistant: Vapi's Daily web call or its WebSocket transport. */
export const VOICE_TRANSPORTS = ['daily', 'websocket'] as const;
const voiceTransportSchema = z.enum(VOICE_TRANSPORTS);
export type VoiceTransportName = z.infer<typeof voiceTransportSchema>;

const nonEmpty = z.string().check(z.minLength(1));

/**
 * `server` (the default): the `voice-call` function creates every call with the server's key and
 * limits. `browser` (only with VOICE_BROWSER_CREATED_CALLS): Daily calls are created in the
 * browser with the public key. A missing `transport` is Daily, a missing `callCreation` server.
 */
export const vapiConfigAnswerSchema = z.union([
  z.object({
    callCreation: z._default(z.literal('server'), 'server'),
    transport: z._default(voiceTransportSchema, 'daily'),
  }),
  z.object({
    callCreation: z.literal('browser'),
    transport: z.literal('daily'),
    publicKey: nonEmpty,
    assistantId: nonEmpty,
  }),
]);

/** The answer as read (defaults applied). */
export type VapiConfigAnswer = z.output<typeof vapiConfigAnswerSchema>;

/** The same for every visitor: cached for a minute. */
export const vapiConfigContract = functionContract({
  name: 'vapi-config',
  request: null,
  answer: vapiConfigAnswerSchema,
  errors: {},
  cache: 'public, max-age=60',
});
