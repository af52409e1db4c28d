import { useSyncExternalStore } from 'react';
import type { VoiceSession, VoiceSessionState } from './voiceSessionState.ts';

/**
 * Read one slice of the voice session. Select primitives so that components re-render only when
 * that slice changes (transcripts and audio levels never re-render the orb).
 */
export function useVoiceSession<T>(
  session: VoiceSession,
  select: (state: VoiceSessionState) => T,
): T {
  const read = () => select(session.getSnapshot());
  return useSyncExternalStore(session.subscribe, read, read);
}
