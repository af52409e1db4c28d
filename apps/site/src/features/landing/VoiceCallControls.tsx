import { SlotBookingArea } from '../slot-booking/index.ts';
import type { EndedCall, VoiceNotice, VoiceSession } from '../voice-session/index.ts';
import { CallBar } from './CallBar.tsx';
import { CallEndedView } from './CallEndedView.tsx';
import { LiveTranscript } from './LiveTranscript.tsx';
import { SoundBlockedPrompt } from './SoundBlockedPrompt.tsx';
import { TypedTurnField } from './TypedTurnField.tsx';
import { VoiceNoticePanel } from './VoiceNoticePanel.tsx';

// the assistant's volume bar under the orb shows only in a call: it comes with this chunk
export { VolumeBar } from './VolumeBar.tsx';

/** What the page gives the call's panel (VoiceCallPanel), which passes it on. */
export interface VoiceCallPanelProps {
  session: VoiceSession;
  onRequestDemo: () => void;
  onWriteInstead?: (() => void) | undefined;
  onDismissEnded: () => void;
}

export interface VoiceCallControlsProps extends VoiceCallPanelProps {
  active: boolean;
  audioBlocked: boolean;
  notice: VoiceNotice | null;
  ended: EndedCall | null;
}

/**
 * "Turn the sound on", the call bar, the booking card, the live transcript and the typed turn
 * during a call; the end view after one (it explains an error ending itself); a notice when a
 * call could not start. The booking card opens under the call bar, so the bar never moves, and
 * the bar stays on screen while the visitor scrolls through the card (CallBar).
 */
export function VoiceCallControls({
  session,
  active,
  audioBlocked,
  notice,
  ended,
  onRequestDemo,
  onWriteInstead,
  onDismissEnded,
}: VoiceCallControlsProps) {
  return (
    <div className="lightning-shield flex w-full flex-col items-center gap-4">
      {active && audioBlocked && <SoundBlockedPrompt session={session} />}
      {active && <CallBar session={session} />}
      <SlotBookingArea session={session} />
      {active && <LiveTranscript session={session} />}
      {active && <TypedTurnField session={session} />}
      {!active && ended && (
        <CallEndedView
          session={session}
          ended={ended}
          notice={notice}
          onOpenDemo={onRequestDemo}
          onDismiss={onDismissEnded}
        />
      )}
      {!ended && notice && (
        <VoiceNoticePanel
          session={session}
          notice={notice}
          onRequestDemo={onRequestDemo}
          onWriteInstead={onWriteInstead}
        />
      )}
    </div>
  );
}
