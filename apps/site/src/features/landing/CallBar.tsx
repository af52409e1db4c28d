import { useRef } from 'react';
import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSession.ts';
import { CallTimer } from './CallTimer.tsx';
import { EndCallButton } from './EndCallButton.tsx';
import { MuteToggle } from './MuteToggle.tsx';
import { useCallInView } from './useCallInView.ts';

/**
 * During a call: mute (with the visitor's level), the running time and "Ukončiť hovor"; while
 * it is shown the call's area stays in view and the cookie banner steps aside.
 */
export function CallBar({ session }: { session: VoiceSession }) {
  const startedAt = useVoiceSession(session, (s) => s.callStartedAt);
  const ref = useRef<HTMLDivElement>(null);
  useCallInView(ref);
  return (
    <div
      ref={ref}
      data-testid="call-bar"
      className="flex flex-wrap items-center justify-center gap-2"
    >
      <MuteToggle session={session} />
      {startedAt !== null && <CallTimer startedAt={startedAt} />}
      <EndCallButton session={session} />
    </div>
  );
}
