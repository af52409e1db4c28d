import type { VoiceSnapshot } from '@hlasovy-asistent/voice-client';
import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { useCallback } from 'react';
import { useVoiceSession } from './useVoiceSession.ts';
import { type VoicePhase, voicePhase } from './voicePhase.ts';
import type { VoiceSession } from './voiceSession.ts';

/** The call's phase (voicePhase.ts); re-renders only when it changes, never per volume step. */
export function useVoicePhase(session: VoiceSession): VoicePhase {
  const preparing = useVoiceSession(session, (s) => s.preparing);
  const assistantTurn = useVoiceSession(session, (s) => s.assistantTurn);
  const select = useCallback(
    (call: VoiceSnapshot) => voicePhase(call, preparing, assistantTurn),
    [preparing, assistantTurn],
  );
  return useVoiceSnapshot(session.call, select);
}
