// The `voice-call` function: a call the server creates, and where the browser joins it (one schema
// per transport, read by the function, the voice client and the site).
import * as z from 'zod/mini';
import { strictObjectError } from '../demo-request/strictObjectError.ts';
import { functionContract } from './functionContract.ts';
import { voiceTokenField } from './tokens.ts';
import { VOICE_TRANSPORTS } from './vapiConfig.ts';

const callId = z.string().check(z.minLength(1, 'has no callId'));

function hasProtocol(url: string, protocols: readonly string[]): boolean {
  if (/\s/.test(url)) return false;
  try {
    return protocols.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Daily: `{ callId, webCallUrl }`, the room to join (`https://` only). */
export const dailyCallSessionSchema = z.object({
  callId,
  webCallUrl: z
    .string()
    .check(z.refine((url) => hasProtocol(url, ['https:']), 'has no https:// webCallUrl')),
});

/**
 * Where a visitor's typed turn (`add-message`) goes in a call on Vapi's WebSocket transport:
 * `socket` (a text frame on the call's socket) or `control` (the app's server posts it to the
 * call's live control URL, Vapi's `monitor.controlUrl`). The deploy's live check decides which
 * one the real Vapi answers (scripts/live-check); `socket` until it has.
 */
const TYPED_TURN_CHANNELS = ['socket', 'control'] as const;
export type TypedTurnChannel = (typeof TYPED_TURN_CHANNELS)[number];

/**
 * Vapi's WebSocket transport: `{ callId, websocketCallUrl, typedTurns? }`, the socket to open
 * (`ws://`, `wss://`) and where typed turns go (absent: on the socket).
 */
export const socketCallSessionSchema = z.object({
  callId,
  websocketCallUrl: z
    .string()
    .check(
      z.refine(
        (url) => hasProtocol(url, ['ws:', 'wss:']),
        'has no ws:// or wss:// websocketCallUrl',
      ),
    ),
  typedTurns: z.optional(z.enum(TYPED_TURN_CHANNELS)),
});

export type DailyCallSession = z.infer<typeof dailyCallSessionSchema>;
export type SocketCallSession = z.infer<typeof socketCallSessionSchema>;

/** The `voice-call` answer of each transport. */
export const VOICE_CALL_SESSION_SCHEMAS = {
  daily: dailyCallSessionSchema,
  websocket: socketCallSessionSchema,
} as const;

/**
 * `{ token, transport? }`: the voice-call token and, optionally, the transport the site loaded
 * (absent: the server's VOICE_TRANSPORT). The assistant, the audio format and the call's caps
 * are the server's: any other field is refused.
 */
const voiceCallRequestSchema = z.strictObject(
  {
    token: voiceTokenField,
    transport: z.optional(z.enum(VOICE_TRANSPORTS, 'transport is "daily" or "websocket"')),
  },
  strictObjectError(
    'A voice call (the assistant, the audio format and the call limits are set on the server)',
  ),
);

/**
 * A refusal of any limit (or of the day's budget) and every line busy both show the busy notice;
 * a refused token is fetched again once.
 */
export const voiceCallContract = functionContract({
  name: 'voice-call',
  request: voiceCallRequestSchema,
  answer: z.union([dailyCallSessionSchema, socketCallSessionSchema]),
  maxBodyBytes: 1024,
  bodyOptional: true,
  errors: {
    rate_limited: 'limited',
    voice_busy: 'busy',
    verification_failed: 'token-refused',
    vapi_error: false,
  },
});
