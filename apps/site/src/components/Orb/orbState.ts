export type OrbVisualState = 'idle' | 'listening' | 'speaking' | 'processing';

export interface OrbFlags {
  isListening?: boolean;
  isSpeaking?: boolean;
  isProcessing?: boolean;
}

/** Priority: listening, then speaking, then processing, else idle. */
export function resolveOrbState({
  isListening,
  isSpeaking,
  isProcessing,
}: OrbFlags): OrbVisualState {
  if (isListening) return 'listening';
  if (isSpeaking) return 'speaking';
  if (isProcessing) return 'processing';
  return 'idle';
}

/**
 * Accessible names of the orb button per visual state. The name says what a click does and stays
 * the same for the whole call (not one per turn), so the button carries no `aria-pressed`.
 */
export const ORB_LABELS: Record<OrbVisualState, string> = {
  idle: 'Začať hlasový rozhovor s asistentom',
  processing: 'Pripájam hlasového asistenta',
  listening: 'Ukončiť hlasový rozhovor s asistentom',
  speaking: 'Ukončiť hlasový rozhovor s asistentom',
};
