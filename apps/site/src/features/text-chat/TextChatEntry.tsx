import { lazy, Suspense, useId, useRef, useState } from 'react';
import { textChatCopy as copy } from '../../copy/textChat.ts';
import type { SendTurn } from './useTextChat.ts';

/** The panel's chunk: asked for when the visitor points at or focuses the button, used on click. */
const loadPanel = () => import('./SiteTextChatPanel.tsx');
const Panel = lazy(() => loadPanel().then((m) => ({ default: m.SiteTextChatPanel })));

/**
 * "Písať namiesto hovoriť": the visible choice of a text conversation, before any call and when
 * the microphone is refused or missing. Opens the panel (focus in its field) and closes it
 * (focus back on this button). Never touches the microphone.
 */
export function TextChatEntry({ sendTurn }: { sendTurn?: SendTurn }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn-secondary btn-lg xl:justify-self-start"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen((was) => !was)}
      >
        {copy.open}
      </button>
      {open && (
        <div className="order-last flex w-full justify-center sm:basis-full xl:col-span-full">
          <Suspense fallback={null}>
            <Panel
              id={panelId}
              sendTurn={sendTurn}
              onClose={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}
