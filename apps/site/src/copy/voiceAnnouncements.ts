/** What the screen-reader announcer says about the call (the caption itself is not live). */
export const VOICE_ANNOUNCEMENTS = {
  connecting: 'Pripájam hlasového asistenta.',
  connected: 'Hovor sa začal. Asistent vás počuje.',
  muted: 'Mikrofón je stlmený.',
  unmuted: 'Mikrofón je zapnutý.',
  ended: 'Hovor sa skončil.',
} as const;
