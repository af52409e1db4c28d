// The session a browser gets for a call on Vapi's WebSocket transport, and its check: the
// `voice-call` function reads it from Vapi's Call, the site and the voice client read it from
// the function's answer. One definition for all of them.
import type { components } from '../generated/latest.ts';

type Schemas = components['schemas'];

/** A new call and the socket to open for it (`wss://api.vapi.ai/<callId>/transport` with Vapi). */
export interface VoiceSocketSession {
  callId: string;
  /** `ws://` or `wss://` only. */
  websocketCallUrl: string;
}

/** The socket's audio both ways: 16-bit PCM, mono, 16 kHz (Vapi's default), raw. */
export const VOICE_SOCKET_AUDIO_FORMAT = {
  format: 'pcm_s16le',
  container: 'raw',
  sampleRate: 16000,
} as const satisfies Schemas['AudioFormat'];

export type VoiceSocketSessionProblem = 'not-an-object' | 'no-call-id' | 'no-socket-url';

export type VoiceSocketSessionCheck =
  | { ok: true; session: VoiceSocketSession }
  | { ok: false; problem: VoiceSocketSessionProblem; message: string };

const MESSAGES: Record<VoiceSocketSessionProblem, string> = {
  'not-an-object': 'the answer is not a JSON object',
  'no-call-id': 'the answer has no callId',
  'no-socket-url': 'the answer has no ws:// or wss:// websocketCallUrl',
};

const fail = (problem: VoiceSocketSessionProblem): VoiceSocketSessionCheck => ({
  ok: false,
  problem,
  message: MESSAGES[problem],
});

/** Whether `url` is an absolute `ws://` or `wss://` URL. */
export function isSocketUrl(url: unknown): url is string {
  if (typeof url !== 'string' || /\s/.test(url)) return false;
  try {
    return ['ws:', 'wss:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Checks `{ callId, websocketCallUrl }` (e.g. the `voice-call` function's answer). */
export function readVoiceSocketSession(value: unknown): VoiceSocketSessionCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('not-an-object');
  }
  const { callId, websocketCallUrl } = value as Partial<Record<keyof VoiceSocketSession, unknown>>;
  if (typeof callId !== 'string' || callId === '') return fail('no-call-id');
  if (!isSocketUrl(websocketCallUrl)) return fail('no-socket-url');
  return { ok: true, session: { callId, websocketCallUrl } };
}

/** The session of a Call Vapi created on the WebSocket transport (`id`, `transport.websocketCallUrl`). */
export function sessionOfCall(call: unknown): VoiceSocketSessionCheck {
  const created = call as
    | (Partial<Pick<Schemas['Call'], 'id'>> & { transport?: { websocketCallUrl?: unknown } })
    | null
    | undefined;
  if (typeof created !== 'object' || created === null) return fail('not-an-object');
  return readVoiceSocketSession({
    callId: created.id,
    websocketCallUrl: created.transport?.websocketCallUrl,
  });
}
