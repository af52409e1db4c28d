import { lazy, Suspense, useId, useRef } from 'react';
import { textChatEntryCopy as copy } from '../../copy/textChatEntry.ts';
import type { SendTurn } from './useTextChat.ts';

/** The panel's chunk: asked for when the visitor points at or focuses the button, used on click. */
const loadPanel = () => import('./SiteTextChatPanel.tsx');
const Panel = lazy(() => loadPanel().then((m) => ({ default: m.SiteTextChatPanel })));

/** Whether the written conversation shows, and a counter that asks its field for the focus. */
export interface TextChatOpen {
  open: boolean;
  focusRequest: number;
}

/**
 * "Písať namiesto hovoriť": the visible choice of a text conversation, before any call and when
 * the microphone is refused or missing (the notices open it too: `open` is the landing page's).
 * Opens the panel (focus in its field) and closes it (focus back on this button); closed, the
 * panel is only hidden, so the conversation stays for the page's life. Never touches the
 * microphone.
 */
export function TextChatEntry({
  state,
  onChange,
  sendTurn,
}: {
  state: TextChatOpen;
  onChange: (next: TextChatOpen) => void;
  sendTurn?: SendTurn;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // mounted on the first opening and kept: closing hides it
  const opened = useRef(false);
  if (state.open) opened.current = true;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn-secondary btn-lg xl:justify-self-start"
        aria-expanded={state.open}
        aria-controls={opened.current ? panelId : undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => onChange({ open: !state.open, focusRequest: state.focusRequest + 1 })}
      >
        {copy.open}
      </button>
      {opened.current && (
        <div
          hidden={!state.open}
          className="order-last flex w-full justify-center sm:basis-full xl:col-span-full"
        >
          <Suspense fallback={null}>
            <Panel
              id={panelId}
              sendTurn={sendTurn}
              open={state.open}
              focusRequest={state.focusRequest}
              onClose={() => {
                onChange({ ...state, open: false });
                buttonRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}
