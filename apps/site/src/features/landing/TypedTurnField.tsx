import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { typedTurnCopy as copy } from '../../copy/typedTurn.ts';
import type { TypedTurnRefusal, VoiceSession } from '../voice-session/index.ts';

/**
 * During a call: "Napíšte správu", sent on Enter or with "Odoslať" into the same conversation
 * (the assistant answers it by voice; the line shows in the transcript once, as the visitor's,
 * when the server echoes it). While a draft is in the field the microphone is muted (and unmuted
 * when it is sent or cleared, unless the visitor had muted it): keys and the room then start no
 * spoken turn the assistant would answer over the typing visitor. Refusals are Slovak, tied to
 * the field (`aria-invalid`, `aria-describedby`) and announced politely; a refused or undelivered
 * turn is put back into the field.
 */
export function TypedTurnField({ session }: { session: VoiceSession }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<TypedTurnRefusal | null>(null);
  const [mutedByTyping, setMutedByTyping] = useState(false);
  const muted = useRef(false);

  const typing = draft.trim() !== '';
  useEffect(() => {
    if (typing && !muted.current && !session.call.getSnapshot().isMuted) {
      muted.current = true;
      setMutedByTyping(true);
      session.setMuted(true);
    } else if (!typing && muted.current) {
      muted.current = false;
      setMutedByTyping(false);
      session.setMuted(false);
    }
  }, [typing, session]);

  // The field empties at once; a turn that is refused or not delivered comes back into it
  // (unless the visitor has typed something new meanwhile): what they wrote is never lost.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = draft;
    setRefusal(null);
    setDraft('');
    void session.sendText(sent).then((refused) => {
      setRefusal(refused);
      if (refused) setDraft((current) => (current === '' ? sent : current));
    });
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [refusal && errorId, mutedByTyping && hintId].filter(Boolean).join(' ');
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="typed-turn"
      className="w-full max-w-md text-left text-base sm:text-sm"
    >
      <label htmlFor={id} className="mb-1 block font-semibold text-slate-200">
        {copy.label}
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={id}
          type="text"
          // an input's default 20 characters are its minimum width: at 320 px that widened the
          // call panel past the screen (the booking card moved off its left edge)
          size={1}
          enterKeyHint="send"
          autoComplete="off"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (refusal) setRefusal(null);
          }}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-[#05060f]/60 px-3 py-2 text-white placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-sky-400"
        />
        <button type="submit" className="btn-secondary shrink-0">
          {copy.send}
        </button>
      </div>
      <div aria-live="polite">
        {refusal && (
          <p id={errorId} className="mt-1 text-amber-200">
            {copy.errors[refusal]}
          </p>
        )}
      </div>
      {mutedByTyping && (
        <p id={hintId} className="mt-1 text-slate-400">
          {copy.mutedWhileTyping}
        </p>
      )}
    </form>
  );
}
