import { useSyncExternalStore } from 'react';
import type { VoiceSession } from './voiceSession.ts';
import type { VoiceSessionState } from './voiceSessionState.ts';

/**
 * Read one slice of the site's own voice state (transcript, notice, end view, preparing). Select
 * primitives so that components re-render only when that slice changes. The call itself is
 * `useVoiceSnapshot(session.call, selector)` of `@hlasovy-asistent/voice-client/react`, or `useVoicePhase`.
 */
export function useVoiceSession<T>(
  session: VoiceSession,
  select: (state: VoiceSessionState) => T,
): T {
  const read = () => select(session.getSnapshot());
  return useSyncExternalStore(session.subscribe, read, read);
}
