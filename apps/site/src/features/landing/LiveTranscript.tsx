import { useLayoutEffect, useRef } from 'react';
import type { TranscriptLine } from '../voice-session/transcript.ts';
import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { voiceCallCopy as copy } from './voiceCallCopy.ts';

function Line({ line, className }: { line: TranscriptLine; className?: string }) {
  return (
    <p className={className}>
      <span className="font-semibold text-slate-100">
        {line.role === 'assistant' ? copy.assistant : copy.visitor}:
      </span>{' '}
      {line.text}
    </p>
  );
}

/**
 * What is said during the call, under the orb. Finished lines go into a `role="log"` live region
 * (announced once each; about three lines tall, older ones scroll); the lines in progress sit
 * below it, updated in place by partial transcripts and hidden from assistive technology, so a
 * screen reader never reads every partial. Mounted with the call, cleared when it ends.
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
    <div className="w-full max-w-md text-left text-sm leading-6 text-slate-300">
      <div
        ref={logRef}
        role="log"
        aria-label={copy.transcriptLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-testid="voice-transcript"
        className="max-h-[4.75rem] overflow-y-auto rounded-lg px-2 focus-visible:outline-2 focus-visible:outline-sky-400"
      >
        {lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </div>
      {partials.length > 0 && (
        <div
          aria-hidden="true"
          data-testid="voice-transcript-partial"
          className="px-2 text-slate-400"
        >
          {partials.map((line) => (
            <Line key={line.id} line={line} />
          ))}
        </div>
      )}
    </div>
  );
}
