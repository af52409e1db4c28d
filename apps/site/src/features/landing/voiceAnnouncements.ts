import type { VoiceSessionStatus } from '../voice-session/voiceSessionState.ts';

/** What the screen-reader announcer says about the call (the caption itself is not live). */
export const VOICE_ANNOUNCEMENTS = {
  connecting: 'Pripájam hlasového asistenta.',
  connected: 'Hovor sa začal. Asistent vás počuje.',
  muted: 'Mikrofón je stlmený.',
  unmuted: 'Mikrofón je zapnutý.',
  ended: 'Hovor sa skončil.',
} as const;

export interface CallSnapshot {
  status: VoiceSessionStatus;
  muted: boolean;
}

/** The announcement for a change from `before` to `after`, or null when nothing is said. */
export function voiceAnnouncement(before: CallSnapshot, after: CallSnapshot): string | null {
  if (after.status !== before.status) {
    if (after.status === 'connecting') return VOICE_ANNOUNCEMENTS.connecting;
    if (after.status === 'active') return VOICE_ANNOUNCEMENTS.connected;
    if (after.status === 'ended' && before.status === 'active') return VOICE_ANNOUNCEMENTS.ended;
    return null;
  }
  if (after.status === 'active' && after.muted !== before.muted) {
    return after.muted ? VOICE_ANNOUNCEMENTS.muted : VOICE_ANNOUNCEMENTS.unmuted;
  }
  return null;
}
