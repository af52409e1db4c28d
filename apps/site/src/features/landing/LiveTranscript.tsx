import { voiceCallCopy as copy } from '../../copy/voiceCall.ts';
import { Transcript } from '../transcript/index.ts';
import type { VoiceSession } from '../voice-session/index.ts';
import { useVoiceSession } from '../voice-session/index.ts';

/**
 * What is said during the call, under the orb: the shared transcript, its log exactly three
 * lines tall from the start (older ones scroll, a cut-off line ends with "…") and not live (the
 * visitor has just heard every line, so a screen reader would only talk over the assistant); the
 * lines in progress below it. Mounted with the call, cleared when it ends.
 */
export function LiveTranscript({ session }: { session: VoiceSession }) {
  const lines = useVoiceSession(session, (s) => s.lines);
  const partials = useVoiceSession(session, (s) => s.partials);
  return (
    <div className="w-full max-w-md text-left text-base leading-6 text-slate-200 sm:text-sm">
      <Transcript
        lines={lines}
        partials={partials}
        label={copy.transcriptLabel}
        logClassName="h-[4.5rem] bg-[#05060f]/60"
        testIds={{ log: 'voice-transcript', partial: 'voice-transcript-partial' }}
      />
    </div>
  );
}
