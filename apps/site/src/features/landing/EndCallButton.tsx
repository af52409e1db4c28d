import { CloseIcon } from '../../components/icons/CloseIcon.tsx';
import { voiceCallCopy as copy } from '../../copy/voiceCall.ts';
import type { VoiceSession } from '../voice-session/index.ts';

/** The visible way to hang up (a second click on the orb does the same). */
export function EndCallButton({ session }: { session: VoiceSession }) {
  return (
    <button
      type="button"
      className="btn-secondary border-rose-300/50 bg-rose-500/20 hover:bg-rose-500/30"
      onClick={() => void session.toggle()}
    >
      <CloseIcon className="size-4" />
      <span>{copy.endCall}</span>
    </button>
  );
}
