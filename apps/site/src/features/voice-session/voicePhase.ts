import type { VoiceSnapshot } from '@hlasovy-asistent/voice-client';

/**
 * What the page shows of the call, the one status vocabulary of the site (orb, caption,
 * announcer, call controls): nothing going on, a call being set up (also the site's own
 * preparation before the client exists: config, chunk), or a call in one of its four moments.
 */
export type VoicePhase =
  | 'idle'
  | 'connecting'
  | 'listening'
  | 'speaking'
  | 'muted'
  | 'reconnecting';

/** The call state the phase depends on (the package's snapshot). */
export type PhaseInput = Pick<VoiceSnapshot, 'status' | 'isSpeaking' | 'isMuted' | 'reconnecting'>;

/**
 * The phase of the call, from the client's snapshot, whether the site is still preparing the
 * start (loading the config or the client's chunk after a click) and whether the assistant has
 * the turn by the server's word (its greeting before the first audio, the pauses inside a line).
 * In a call, a dropped connection outranks speech, and speech outranks the muted microphone (the
 * assistant may still talk). A call ending, ended or failed is `idle` (the end view and notices
 * are the site's own state).
 */
export function voicePhase(
  call: PhaseInput,
  preparing: boolean,
  assistantTurn = false,
): VoicePhase {
  switch (call.status) {
    case 'starting':
    case 'connecting':
      return 'connecting';
    case 'active':
      if (call.reconnecting) return 'reconnecting';
      if (call.isSpeaking || assistantTurn) return 'speaking';
      return call.isMuted ? 'muted' : 'listening';
    default:
      return preparing ? 'connecting' : 'idle';
  }
}

/** A call is on: the call bar, transcript and volume show; the orb click hangs up. */
export function isInCall(phase: VoicePhase): boolean {
  return phase !== 'idle' && phase !== 'connecting';
}
