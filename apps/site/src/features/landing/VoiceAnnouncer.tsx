import { useEffect, useRef, useState } from 'react';
import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { voiceAnnouncement } from './voiceAnnouncements.ts';

/**
 * One polite live region for the call's milestones: connecting, connected, muted/unmuted and
 * "Hovor sa skončil". The orb's caption changes with every turn and is not live, so a screen
 * reader is not talked over while the assistant speaks.
 */
export function VoiceAnnouncer({ session }: { session: VoiceSession }) {
  const status = useVoiceSession(session, (s) => s.status);
  const muted = useVoiceSession(session, (s) => s.isMuted);
  const [message, setMessage] = useState('');
  const previous = useRef({ status, muted });
  useEffect(() => {
    const said = voiceAnnouncement(previous.current, { status, muted });
    previous.current = { status, muted };
    if (said) setMessage(said);
  }, [status, muted]);
  return (
    <p role="status" className="sr-only" data-testid="voice-announcer">
      {message}
    </p>
  );
}
