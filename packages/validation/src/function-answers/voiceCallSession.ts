// What the `voice-call` function answers: the new call and where the browser joins it. One schema
// per transport, read by the function (from Vapi's Call), the voice client and the site.
import * as z from 'zod/mini';

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
