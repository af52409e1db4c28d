/**
 * The orb's custom properties as orb.css sets them (a test holds the two together): the landing
 * orb's idle look, so the prerendered orb is painted in its final colours and the Orb writes
 * inline only what differs (lib/cssVariable.ts).
 */
export const ORB_STYLESHEET = { hue: 217, hoverIntensity: 0.3 } as const;
