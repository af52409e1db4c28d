import type { VoiceSnapshot } from '@hlasovy-asistent/voice-client';
import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { MicrophoneIcon } from '../../components/icons/MicrophoneIcon.tsx';
import { MicrophoneOffIcon } from '../../components/icons/MicrophoneOffIcon.tsx';
import { voiceCallCopy as copy } from '../../copy/voiceCall.ts';
import type { VoiceSession } from '../voice-session/index.ts';
import { MicLevel } from './MicLevel.tsx';

const selectMuted = (call: VoiceSnapshot) => call.isMuted;

/**
 * The microphone on/off during a call. The name says what a press does ("Stlmiť mikrofón" /
 * "Zapnúť mikrofón"), so there is no `aria-pressed` on top of it; the level bar beside the icon
 * shows the visitor's own voice while the microphone is on. Muted or not is the client's snapshot
 * (muted while the assistant speaks, the phase is still `speaking`).
 */
export function MuteToggle({ session }: { session: VoiceSession }) {
  const muted = useVoiceSnapshot(session.call, selectMuted);
  return (
    <button
      type="button"
      data-testid="mute-toggle"
      data-muted={muted || undefined}
      className="btn-secondary data-muted:border-amber-300/60 data-muted:bg-amber-300/15"
      onClick={() => session.setMuted(!muted)}
    >
      {muted ? <MicrophoneOffIcon className="size-5" /> : <MicrophoneIcon className="size-5" />}
      {!muted && <MicLevel getLevel={session.getLocalVolume} />}
      <span>{muted ? copy.unmute : copy.mute}</span>
    </button>
  );
}
