import { SpeakerIcon } from '../../components/icons/SpeakerIcon.tsx';
import { voiceCallCopy as copy } from '../../copy/voiceCall.ts';
import type { VoiceSession } from '../voice-session/index.ts';

/**
 * The browser blocked the assistant's audio (autoplay policy): a tap on the button is the user
 * gesture that lets it play (the voice client tells the server the audio is playable only then).
 */
export function SoundBlockedPrompt({ session }: { session: VoiceSession }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2" data-testid="sound-blocked">
      <p className="text-sm text-slate-200">{copy.soundBlocked}</p>
      <button type="button" className="btn-primary" onClick={() => void session.resumeAudio()}>
        <SpeakerIcon className="size-5" />
        <span>{copy.soundOn}</span>
      </button>
    </div>
  );
}
