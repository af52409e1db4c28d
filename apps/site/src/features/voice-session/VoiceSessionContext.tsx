import { createContext, type ReactNode, useContext } from 'react';
import { siteVoiceSession } from './siteVoiceSession.ts';
import type { VoiceSession } from './voiceSession.ts';

const VoiceSessionContext = createContext<VoiceSession>(siteVoiceSession);

/** Swap the voice session (tests); the site default needs no provider. */
export function VoiceSessionProvider({
  session,
  children,
}: {
  session: VoiceSession;
  children: ReactNode;
}) {
  return <VoiceSessionContext value={session}>{children}</VoiceSessionContext>;
}

export function useVoiceSessionInstance(): VoiceSession {
  return useContext(VoiceSessionContext);
}
