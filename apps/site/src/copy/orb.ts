import type { OrbVisualState } from '../components/Orb/orbState.ts';

/**
 * Accessible names of the orb button per visual state. The name says what a click does and stays
 * the same for the whole call (not one per turn), so the button carries no `aria-pressed`.
 */
export const ORB_BUTTON_LABELS = {
  idle: 'Začať hlasový rozhovor s asistentom',
  processing: 'Pripájam hlasového asistenta',
  listening: 'Ukončiť hlasový rozhovor s asistentom',
  speaking: 'Ukončiť hlasový rozhovor s asistentom',
} as const satisfies Record<OrbVisualState, string>;
