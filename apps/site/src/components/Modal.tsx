import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { modalCopy } from '../copy/modal.ts';
import { trapTab } from './modal/focusable.ts';
import { makeOthersInert } from './modal/hideOthers.ts';
import { pushModal } from './modal/modalStack.ts';
import { lockBodyScroll } from './modal/scrollLock.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the X button and (unless disabled) a backdrop click. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional text that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** While true, Escape, the X and the backdrop do nothing (e.g. while a form is submitting). */
  closeDisabled?: boolean;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Accessible name of the X button. */
  closeLabel?: string;
  /** Element focused on open; defaults to the first `[data-autofocus]` inside, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra classes for the dialog panel (width, padding...). */
  className?: string;
  children: ReactNode;
}

/**
 * Accessible modal dialog rendered in a portal: focus moves in on open and back on close, Tab
 * is trapped, the rest of the page is inert and does not scroll, Escape closes.
 */
export function Modal(props: ModalProps) {
  const { open, title, description, closeDisabled = false, closeOnBackdrop = true } = props;
  const titleId = useId();
  const descriptionId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!open || !root || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = pushModal();
    const unlockScroll = lockBodyScroll();
    const restoreOthers = makeOthersInert(root);
    const initial =
      latest.current.initialFocusRef?.current ??
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      panel;
    initial.focus();

    // Bubble phase: a widget inside (a calendar, a listbox) may handle Escape itself and call
    // preventDefault; then the dialog stays open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!entry.isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!latest.current.closeDisabled) latest.current.onClose();
        return;
      }
      trapTab(event, panel);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (entry.isTop() && event.target instanceof Node && !root.contains(event.target)) {
        panel.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      restoreOthers();
      unlockScroll();
      entry.release();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const requestClose = () => {
    if (!latest.current.closeDisabled) latest.current.onClose();
  };
  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    const fromBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (fromBackdrop && closeOnBackdrop) requestClose();
  };

  return createPortal(
    <div ref={rootRef} className="fixed inset-0 z-50 overflow-y-auto overscroll-contain">
      <div
        aria-hidden="true"
        className="fixed inset-0 bg-slate-950/70 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: backdrop clicks are a pointer convenience; Escape and the X button are the accessible ways to close */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above, keyboard users close with Escape */}
      <div
        data-testid="modal-backdrop"
        className="relative flex min-h-full items-end justify-center p-0 sm:items-center sm:p-6"
        onMouseDown={onBackdropDown}
        onClick={onBackdropClick}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={`relative w-full max-w-lg rounded-t-3xl border border-white/10 bg-slate-900 p-6 text-slate-100 shadow-2xl outline-none transition duration-200 starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:rounded-3xl sm:p-8 ${props.className ?? ''}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2
              id={titleId}
              className="text-xl font-semibold tracking-tight text-white sm:text-2xl"
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={requestClose}
              aria-label={props.closeLabel ?? modalCopy.close}
              aria-disabled={closeDisabled || undefined}
              className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className="mb-6 text-sm text-slate-300">
              {description}
            </p>
          ) : null}
          {props.children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
