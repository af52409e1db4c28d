import type { VoiceNotice } from '../voice-session/voiceNotice.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { LiveTranscript } from './LiveTranscript.tsx';
import { MuteToggle } from './MuteToggle.tsx';
import { SoundBlockedPrompt } from './SoundBlockedPrompt.tsx';
import { VoiceNoticePanel } from './VoiceNoticePanel.tsx';

/** "Turn the sound on", mute and the live transcript during a call; the notice after one. */
export function VoiceCallControls({
  session,
  active,
  audioBlocked,
  notice,
  onRequestDemo,
}: {
  session: VoiceSession;
  active: boolean;
  audioBlocked: boolean;
  notice: VoiceNotice | null;
  onRequestDemo?: () => void;
}) {
  return (
    <div className="flex w-full flex-col items-center gap-4">
      {active && audioBlocked && <SoundBlockedPrompt session={session} />}
      {active && <MuteToggle session={session} />}
      {active && <LiveTranscript session={session} />}
      {notice && (
        <VoiceNoticePanel session={session} notice={notice} onRequestDemo={onRequestDemo} />
      )}
    </div>
  );
}
