import { useLayoutEffect, useRef } from 'react';
import { transcriptCopy as copy } from '../../copy/transcript.ts';
import type { TranscriptLine } from '../voice-session/index.ts';

/** One line: the speaker's label in its own column, sticky, so it stays in view while the text scrolls. */
function Line({ line }: { line: TranscriptLine }) {
  return (
    <p
      className="grid grid-cols-[auto_1fr] gap-x-1.5"
      data-role={line.role}
      data-unsent={line.unsent || undefined}
    >
      <span className="sticky top-0 self-start font-semibold text-white">
        {line.role === 'assistant' ? copy.assistant : copy.visitor}:
      </span>{' '}
      <span className="break-words">
        {line.text}
        {line.unsent && (
          <span data-testid="unsent-mark" className="ml-2 text-sm font-medium text-amber-200">
            ({copy.unsent})
          </span>
        )}
      </span>
    </p>
  );
}

/**
 * Where the log scrolls for a new line: to the start of the newest line, so a line longer than
 * the log is read from its first word (not opened mid-sentence); a shorter one sits at the bottom
 * with the lines before it above (the browser's own limit of scrollTop).
 */
function startOfNewest(log: HTMLElement, newest: Element): number {
  const top = newest.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop;
  return Math.max(0, Math.min(top, log.scrollHeight - log.clientHeight));
}

export interface TranscriptProps {
  /** Finished lines, oldest first. */
  lines: readonly TranscriptLine[];
  /** The log's accessible name. */
  label: string;
  /** Lines in progress (a call's partial transcripts): a fixed box below the log; absent: none. */
  partials?: readonly TranscriptLine[] | undefined;
  /**
   * A polite status region holding only the newest assistant line (a text conversation, whose
   * answers are not heard); a call's lines are heard, so it has none.
   */
  announceNewest?: boolean;
  /** The log's size and spacing (a call's is three lines tall from the start). */
  logClassName: string;
  testIds: { log: string; partial?: string; announcer?: string };
}

/**
 * The conversation's transcript, the same for a voice call and a text conversation. Finished
 * lines go into a `role="log"` region that is not live (`aria-live="off"`): a screen reader would
 * re-read old lines; it stays focusable and labelled to be read on demand and scrolls to the
 * start of the newest line. Lines in progress sit below it, updated in place and hidden from assistive
 * technology; with `announceNewest` one polite status region says each new answer once. A new
 * line scrolls the log to its start.
 */
export function Transcript({
  lines,
  label,
  partials,
  announceNewest = false,
  logClassName,
  testIds,
}: TranscriptProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const newest = announceNewest
    ? [...lines].reverse().find((line) => line.role === 'assistant')
    : undefined;

  useLayoutEffect(() => {
    const log = logRef.current;
    const newest = log?.lastElementChild;
    if (log && newest) log.scrollTop = startOfNewest(log, newest);
  }, [lines]);

  return (
    <>
      <div
        ref={logRef}
        role="log"
        aria-live="off"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-testid={testIds.log}
        className={`overflow-y-auto rounded-lg px-2 focus-visible:outline-2 focus-visible:outline-sky-400 ${logClassName}`}
      >
        {lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </div>
      {announceNewest && (
        <p role="status" className="sr-only" data-testid={testIds.announcer}>
          {newest ? `${copy.assistant}: ${newest.text}` : ''}
        </p>
      )}
      {partials && (
        // A fixed two-line box, newest words at its bottom: the call's area keeps its height.
        <div className="flex h-12 flex-col justify-end overflow-hidden px-2 text-slate-400">
          {partials.length > 0 && (
            <div aria-hidden="true" data-testid={testIds.partial}>
              {partials.map((line) => (
                <Line key={line.id} line={line} />
              ))}
            </div>
          )}
        </div>
      )}
    </>
  );
}
