import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { CallTimer } from './CallTimer.tsx';
import { EndCallButton } from './EndCallButton.tsx';
import { MuteToggle } from './MuteToggle.tsx';

/** During a call: mute (with the visitor's level), the running time and "Ukončiť hovor". */
export function CallBar({ session }: { session: VoiceSession }) {
  const startedAt = useVoiceSession(session, (s) => s.callStartedAt);
  return (
    <div data-testid="call-bar" className="flex flex-wrap items-center justify-center gap-2">
      <MuteToggle session={session} />
      {startedAt !== null && <CallTimer startedAt={startedAt} />}
      <EndCallButton session={session} />
    </div>
  );
}
