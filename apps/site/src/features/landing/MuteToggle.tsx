import { MicrophoneIcon } from '../../components/icons/MicrophoneIcon.tsx';
import { MicrophoneOffIcon } from '../../components/icons/MicrophoneOffIcon.tsx';
import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { voiceCallCopy as copy } from './voiceCallCopy.ts';

/** The microphone on/off during a call: a toggle button (aria-pressed = muted), keyboard native. */
export function MuteToggle({ session }: { session: VoiceSession }) {
  const muted = useVoiceSession(session, (s) => s.isMuted);
  return (
    <button
      type="button"
      className="btn-secondary aria-pressed:border-amber-300/60 aria-pressed:bg-amber-300/15"
      aria-pressed={muted}
      onClick={() => session.setMuted(!muted)}
    >
      {muted ? <MicrophoneOffIcon className="size-5" /> : <MicrophoneIcon className="size-5" />}
      <span>{copy.mute}</span>
    </button>
  );
}
