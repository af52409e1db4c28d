import type { VoiceSnapshot } from '@hlasovy-asistent/voice-client';
import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { useEffect, useRef, useState } from 'react';
import type { VoiceSession } from '../voice-session/index.ts';
import { useVoicePhase } from '../voice-session/index.ts';
import { voiceAnnouncement } from './voiceAnnouncements.ts';

const selectMuted = (call: VoiceSnapshot) => call.isMuted;

/**
 * One polite live region for the call's milestones: connecting, connected, muted/unmuted and
 * "Hovor sa skončil". The orb's caption changes with every turn and is not live, so a screen
 * reader is not talked over while the assistant speaks.
 */
export function VoiceAnnouncer({ session }: { session: VoiceSession }) {
  const phase = useVoicePhase(session);
  const muted = useVoiceSnapshot(session.call, selectMuted);
  const [message, setMessage] = useState('');
  const previous = useRef({ phase, muted });
  useEffect(() => {
    const said = voiceAnnouncement(previous.current, { phase, muted });
    previous.current = { phase, muted };
    if (said) setMessage(said);
  }, [phase, muted]);
  return (
    <p role="status" className="sr-only" data-testid="voice-announcer">
      {message}
    </p>
  );
}
