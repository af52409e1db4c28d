import { useEffect, useRef } from 'react';
import { config } from '../../config.ts';
import { textChatEntryCopy } from '../../copy/textChatEntry.ts';
import { voiceCallCopy as copy } from '../../copy/voiceCall.ts';
import { scrollIntoViewWhenClipped } from '../../lib/scrollIntoViewWhenClipped.ts';
import type { VoiceNotice, VoiceSession } from '../voice-session/index.ts';

/** Notices after which the written conversation is the way on (no microphone to be had now). */
const WRITE_INSTEAD: ReadonlySet<VoiceNotice> = new Set([
  'microphone-denied',
  'microphone-missing',
  'microphone-busy',
  'microphone-lost',
]);

/**
 * What happened and what the visitor can do about it (microphone refused, missing or busy; the
 * connection lost; no free line: the demo form and the phone number instead), shown under the
 * orb (next to the English toast where there is one; the busy notice never has one). Without a
 * microphone the first way on is the written conversation: one click opens it, its field
 * focused. Scrolled into view when it appears, so its buttons are on every screen. Polite, so a
 * toast is read first; closed by its button or by the next start.
 */
export function VoiceNoticePanel({
  session,
  notice,
  onRequestDemo,
  onWriteInstead,
}: {
  session: VoiceSession;
  notice: VoiceNotice;
  onRequestDemo?: () => void;
  onWriteInstead?: (() => void) | undefined;
}) {
  const text = copy.notices[notice];
  const busy = notice === 'voice-busy';
  const write = WRITE_INSTEAD.has(notice) ? onWriteInstead : undefined;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    return element ? scrollIntoViewWhenClipped(element, () => 'nearest') : undefined;
  }, [notice]);
  return (
    <div
      ref={ref}
      role="status"
      data-testid="voice-notice"
      data-notice={notice}
      className="w-full max-w-md rounded-2xl border border-amber-300/30 bg-amber-950/60 p-4 text-left text-sm leading-6 text-amber-50"
    >
      <p className="font-semibold text-white">{text.title}</p>
      <p className="mt-1">{text.text}</p>
      {write && <p className="mt-2 font-medium text-white">{textChatEntryCopy.microphoneHint}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {write && (
          <button type="button" className="btn-primary" onClick={write}>
            {textChatEntryCopy.writeInstead}
          </button>
        )}
        {busy && onRequestDemo && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              session.dismissNotice();
              onRequestDemo();
            }}
          >
            {copy.busyDemo}
          </button>
        )}
        {busy && (
          <a className="btn-secondary" href={`tel:${config.phoneNumber}`}>
            {/* one flex item: the button's gap would add a second space before the number */}
            <span>
              {copy.busyCall} <span className="whitespace-nowrap">{config.phoneDisplay}</span>
            </span>
          </a>
        )}
        <button type="button" className="btn-secondary" onClick={() => session.dismissNotice()}>
          {copy.close}
        </button>
      </div>
      {text.steps.length > 0 && (
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {text.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
