import { ORB_BUTTON_LABELS } from '../../copy/orb.ts';

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

/** Accessible names of the orb button per visual state (the texts: copy/orb.ts). */
export const ORB_LABELS: Record<OrbVisualState, string> = ORB_BUTTON_LABELS;
