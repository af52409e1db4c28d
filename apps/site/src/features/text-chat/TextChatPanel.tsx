import { TYPED_TURN_MAX_CHARS } from '@hlasovy-asistent/validation';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { waitSk } from '../../copy/plural.ts';
import { slotCopy } from '../../copy/slotBooking.ts';
import { textChatCopy as copy } from '../../copy/textChat.ts';
import { Transcript } from '../transcript/index.ts';
import { type ChatFailure, type SendTurn, useTextChat } from './useTextChat.ts';

// The booking card (the demo form's fields and checks) is its own chunk, loaded with the first
// offer of slots; zod is switched to its CSP-safe mode before it parses anything.
const SlotCard = lazy(() =>
  import('../../lib/cspSafeZod.ts').then(() => import('./TextChatSlotCard.tsx')),
);

/** The failure in Slovak: a limit of the visitor's own says when to go on. */
function failureText(error: ChatFailure): string {
  if (error.code === 'limited' && error.retryAfterSeconds !== null) {
    return copy.rateLimitedWait(waitSk(error.retryAfterSeconds));
  }
  return copy.errors[error.code];
}

/**
 * A text conversation with the assistant, no microphone: the messages in the call's transcript
 * component, its `role="log"` region not live (it would re-read old lines) and one polite status
 * region that holds only the newest assistant message, so a screen reader announces each answer
 * once. The field has a visible label; Enter (the form's submit) or the button sends. A message
 * that fails stays in the log marked as not sent, its text back in the field, with "Skúsiť
 * znova"; errors are Slovak, in an alert. When the assistant offers demo slots, the voice call's
 * booking card follows the messages, above the field. Closed, the panel is hidden, not unmounted:
 * the conversation, the draft and the card stay for the page's life.
 */
export function TextChatPanel({
  id,
  sendTurn,
  open,
  focusRequest,
  onClose,
}: {
  id: string;
  sendTurn: SendTurn;
  /** Shown (else hidden, keeping everything). */
  open: boolean;
  /** Changes when the field should take the focus again (opened from a notice). */
  focusRequest: number;
  onClose: () => void;
}) {
  const chat = useTextChat(sendTurn);
  const fieldId = useId();
  const titleId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open, focusRequest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chat.pending || chat.draft.trim() === '') return;
    chat.send(chat.draft);
  };

  return (
    <section
      id={id}
      hidden={!open}
      aria-labelledby={titleId}
      data-testid="text-chat"
      className="w-full max-w-md rounded-2xl border border-white/10 bg-[#05060f]/80 p-4 text-left text-base leading-6 text-slate-200 sm:text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-white">
          {copy.title}
        </h2>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {copy.close}
        </button>
      </div>
      <p className="mt-1 text-slate-300">{copy.intro}</p>
      <p className="mt-1 text-slate-400 text-sm" data-testid="text-chat-privacy">
        {copy.privacy}{' '}
        <a href="/gdpr#gdpr-1" target="_blank" rel="noopener" className="link">
          {copy.privacyLink}
          <span className="sr-only"> {copy.privacyNewWindow}</span>
        </a>
      </p>
      <div className="mt-3">
        <Transcript
          lines={chat.messages}
          label={copy.logLabel}
          announceNewest
          logClassName="max-h-60 min-h-12 space-y-1 bg-black/30 py-1"
          testIds={{ log: 'text-chat-log', announcer: 'text-chat-announcer' }}
        />
      </div>
      {chat.offer && (
        // next to the message that offered the slots, above the field
        <div className="mt-3">
          <Suspense fallback={null}>
            <SlotCard
              offer={chat.offer}
              toldChoice={chat.toldChoice}
              conversation={chat.conversation}
              position={chat.position}
              // kept while a message is on its way (the click then waits its turn: send ignores
              // it), so the focus never falls off a removed button
              askOtherDay={chat.ended ? undefined : () => chat.send(slotCopy.otherDayRequest)}
            />
          </Suspense>
        </div>
      )}
      <p className="min-h-6 text-slate-400" aria-hidden="true">
        {chat.pending ? copy.sending : ''}
      </p>
      {chat.error && (
        <div data-testid="text-chat-error" className="flex flex-col gap-2">
          <p role="alert" className="text-amber-200">
            {failureText(chat.error)}
          </p>
          {chat.unsent !== null && !chat.ended && (
            <button
              type="button"
              className="btn-secondary self-start"
              disabled={chat.pending}
              onClick={chat.retry}
            >
              {copy.retry}
            </button>
          )}
        </div>
      )}
      {chat.ended ? (
        <button
          type="button"
          className="btn-primary mt-2"
          onClick={() => {
            chat.reset();
            fieldRef.current?.focus();
          }}
        >
          {copy.newConversation}
        </button>
      ) : (
        <form className="mt-2 flex flex-col gap-1" onSubmit={submit}>
          <label htmlFor={fieldId} className="font-medium text-white">
            {copy.fieldLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fieldRef}
              id={fieldId}
              type="text"
              autoComplete="off"
              enterKeyHint="send"
              maxLength={TYPED_TURN_MAX_CHARS}
              value={chat.draft}
              onChange={(event) => chat.setDraft(event.target.value)}
              className="min-w-0 flex-1 basis-40 rounded-lg border border-white/20 bg-black/40 px-3 py-2 text-white focus-visible:outline-2 focus-visible:outline-sky-400"
            />
            <button type="submit" className="btn-primary" disabled={chat.pending}>
              {copy.send}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
