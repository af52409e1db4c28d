import { isServerRefusal } from './serverRefusal.ts';

/**
 * What went wrong in a way the visitor can act on, shown next to the orb (with the English toast
 * where there is one): the microphone was refused, is missing or busy, went away during the
 * call, the call's connection was lost, or the server took no call now (every line busy or its
 * limit: the demo form and the phone number are offered instead).
 */
export type VoiceNotice =
  | 'microphone-denied'
  | 'microphone-missing'
  | 'microphone-busy'
  | 'microphone-lost'
  | 'connection-lost'
  | 'voice-busy';

interface ErrorLike {
  type?: unknown;
  stage?: unknown;
  mediaError?: unknown;
  fatalType?: unknown;
  cause?: unknown;
}

/** The notice for an `error` of the voice client (event or snapshot), or null (logged only). */
export function noticeForError(error: unknown): VoiceNotice | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as ErrorLike;
  // The client wraps a refused session (`voice-call` answered 429 or 503) as its start's error.
  if (isServerRefusal(e.cause)) return 'voice-busy';
  if (e.type === 'microphone-lost') return 'microphone-lost';
  switch (e.mediaError) {
    case 'permissions':
      return 'microphone-denied';
    case 'not-found':
    case 'undefined-mediadevices':
      return 'microphone-missing';
    case 'mic-in-use':
    case 'cam-mic-in-use':
    case 'constraints':
    case 'unknown':
      return 'microphone-busy';
  }
  if (e.stage === 'microphone-permission') return 'microphone-busy';
  // The WebSocket transport cannot get a lost socket back; Daily gives up after its reconnect
  // window with a connection error.
  if (e.type === 'websocket-error' || e.fatalType === 'connection-error') return 'connection-lost';
  return null;
}
