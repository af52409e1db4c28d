/** Orb hues on the landing page: blue when idle, green while listening, red while speaking. */
export const LANDING_ORB_HUES = {
  idle: 217,
  listening: 142,
  speaking: 0,
} as const;
