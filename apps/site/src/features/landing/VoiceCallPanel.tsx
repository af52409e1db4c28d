import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { LiveTranscript } from './LiveTranscript.tsx';
import { MuteToggle } from './MuteToggle.tsx';
import { SoundBlockedPrompt } from './SoundBlockedPrompt.tsx';
import { VoiceNoticePanel } from './VoiceNoticePanel.tsx';

/** Under the orb: "turn the sound on", mute and the live transcript during a call; notices. */
export function VoiceCallPanel({ session }: { session: VoiceSession }) {
  const active = useVoiceSession(session, (s) => s.status === 'active');
  const audioBlocked = useVoiceSession(session, (s) => s.audioBlocked);
  const notice = useVoiceSession(session, (s) => s.notice);
  if (!active && !notice) return null;
  return (
    <div className="flex w-full flex-col items-center gap-4">
      {active && audioBlocked && <SoundBlockedPrompt session={session} />}
      {active && <MuteToggle session={session} />}
      {active && <LiveTranscript session={session} />}
      {notice && <VoiceNoticePanel session={session} notice={notice} />}
    </div>
  );
}
