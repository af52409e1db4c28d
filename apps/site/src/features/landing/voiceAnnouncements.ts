import { VOICE_ANNOUNCEMENTS } from '../../copy/voiceAnnouncements.ts';
import { isInCall, type VoicePhase } from '../voice-session/index.ts';

export interface CallSnapshot {
  phase: VoicePhase;
  /** The microphone is off (also while the assistant speaks, when the phase says `speaking`). */
  muted: boolean;
}

/**
 * The announcement for a change from `before` to `after`, or null when nothing is said: the
 * start of the setup, the call's start and end (not a start that failed), and the microphone
 * going off or on during the call. Turns within the call (speaking, listening) are not said.
 */
export function voiceAnnouncement(before: CallSnapshot, after: CallSnapshot): string | null {
  const wasInCall = isInCall(before.phase);
  const inCall = isInCall(after.phase);
  if (after.phase === 'connecting' && before.phase === 'idle')
    return VOICE_ANNOUNCEMENTS.connecting;
  if (inCall && !wasInCall) return VOICE_ANNOUNCEMENTS.connected;
  if (wasInCall && !inCall) return VOICE_ANNOUNCEMENTS.ended;
  if (inCall && after.muted !== before.muted) {
    return after.muted ? VOICE_ANNOUNCEMENTS.muted : VOICE_ANNOUNCEMENTS.unmuted;
  }
  return null;
}
