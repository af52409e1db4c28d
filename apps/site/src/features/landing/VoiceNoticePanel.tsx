import type { VoiceNotice } from '../voice-session/voiceNotice.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { voiceCallCopy as copy } from './voiceCallCopy.ts';

/**
 * What happened and what the visitor can do about it (microphone refused, missing or busy; the
 * connection lost), shown under the orb next to the English toast. Polite, so the toast
 * is read first; closed by its button or by the next start.
 */
export function VoiceNoticePanel({
  session,
  notice,
}: {
  session: VoiceSession;
  notice: VoiceNotice;
}) {
  const text = copy.notices[notice];
  return (
    <div
      role="status"
      data-testid="voice-notice"
      data-notice={notice}
      className="w-full max-w-md rounded-2xl border border-amber-300/30 bg-amber-950/60 p-4 text-left text-sm leading-6 text-amber-50"
    >
      <p className="font-semibold text-white">{text.title}</p>
      <p className="mt-1">{text.text}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button type="button" className="btn-secondary mt-3" onClick={() => session.dismissNotice()}>
        {copy.close}
      </button>
    </div>
  );
}
