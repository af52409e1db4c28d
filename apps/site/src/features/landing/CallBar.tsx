import { useRef } from 'react';
import type { VoiceSession } from '../voice-session/index.ts';
import { useVoiceSession } from '../voice-session/index.ts';
import { CallTimer } from './CallTimer.tsx';
import { EndCallButton } from './EndCallButton.tsx';
import { MuteToggle } from './MuteToggle.tsx';
import { useCallInView } from './useCallInView.ts';

/**
 * During a call: mute (with the visitor's level), the running time and "Ukončiť hovor"; while
 * it is shown the call's area stays in view and the cookie banner steps aside. On screens tall
 * enough for it (not at 400 % zoom) the bar sticks to the top of the screen while the visitor
 * scrolls down through the booking card under it, so the call can always be muted and ended.
 */
export function CallBar({ session }: { session: VoiceSession }) {
  const startedAt = useVoiceSession(session, (s) => s.callStartedAt);
  const ref = useRef<HTMLDivElement>(null);
  useCallInView(ref);
  return (
    <div
      ref={ref}
      data-testid="call-bar"
      className="call-bar flex flex-wrap items-center justify-center gap-2"
    >
      <MuteToggle session={session} />
      {startedAt !== null && <CallTimer startedAt={startedAt} />}
      <EndCallButton session={session} />
    </div>
  );
}
