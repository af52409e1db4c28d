import { useLayoutEffect, useRef } from 'react';
import type { TranscriptLine } from '../voice-session/transcriptState.ts';
import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSession.ts';
import { voiceCallCopy as copy } from './voiceCallCopy.ts';

/** One line: the speaker's label in its own column, sticky, so it stays in view while the text scrolls. */
function Line({ line, className = '' }: { line: TranscriptLine; className?: string }) {
  return (
    <p className={`grid grid-cols-[auto_1fr] gap-x-1.5 ${className}`}>
      <span className="sticky top-0 self-start font-semibold text-white">
        {line.role === 'assistant' ? copy.assistant : copy.visitor}:
      </span>{' '}
      <span>{line.text}</span>
    </p>
  );
}

/**
 * What is said during the call, under the orb. Finished lines go into a `role="log"` region,
 * exactly three lines tall from the start (older ones scroll, a cut-off line ends with "…"). It is not live
 * (`aria-live="off"`): the visitor has just heard every line, so a screen reader would only talk
 * over the assistant; the region stays focusable and labelled to be read on demand. The lines in
 * progress sit below it, updated in place by partial transcripts and hidden from assistive
 * technology. Mounted with the call, cleared when it ends.
 */
export function LiveTranscript({ session }: { session: VoiceSession }) {
  const lines = useVoiceSession(session, (s) => s.lines);
  const partials = useVoiceSession(session, (s) => s.partials);
  const logRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && lines.length > 0) log.scrollTop = log.scrollHeight;
  }, [lines]);

  return (
    <div className="w-full max-w-md text-left text-base leading-6 text-slate-200 sm:text-sm">
      <div
        ref={logRef}
        role="log"
        aria-live="off"
        aria-label={copy.transcriptLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-testid="voice-transcript"
        className="h-[4.5rem] overflow-y-auto rounded-lg bg-[#05060f]/60 px-2 focus-visible:outline-2 focus-visible:outline-sky-400"
      >
        {lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </div>
      {/* A fixed two-line box, newest words at its bottom: the call's area keeps its height. */}
      <div className="flex h-12 flex-col justify-end overflow-hidden px-2 text-slate-400">
        {partials.length > 0 && (
          <div aria-hidden="true" data-testid="voice-transcript-partial">
            {partials.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
