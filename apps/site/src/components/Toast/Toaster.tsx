import { useEffect, useRef, useSyncExternalStore } from 'react';
import { toastCopy } from '../../copy/toast.ts';
import { coverBottom } from '../../lib/bottomInsets.ts';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { toasts as siteToasts, type ToastStore } from './toastStore.ts';

const EMPTY: readonly never[] = [];

/**
 * Toasts stacked at the bottom centre of the viewport, above the cookie banner when it shows (so
 * they never cover its buttons). Errors are red and announced assertively; a message in another
 * language than the page carries its `lang`.
 */
export function Toaster({ store = siteToasts }: { store?: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
  const stackRef = useRef<HTMLDivElement>(null);
  useEffect(() => (stackRef.current ? coverBottom('toasts', stackRef.current) : undefined), []);
  return (
    <div
      ref={stackRef}
      data-testid="toasts"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--banner-inset,0px))] z-50 flex flex-col items-center gap-2 px-4"
    >
      {items.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          data-variant={toast.variant}
          className={`toast-enter pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-2xl py-1 pr-1 pl-4 text-sm font-medium shadow-2xl ring-1 backdrop-blur ${
            toast.variant === 'error'
              ? 'bg-red-600/95 text-white ring-red-300/30'
              : 'bg-slate-900/95 text-white ring-white/10'
          }`}
        >
          <p className="flex-1 py-2" lang={toast.lang}>
            {toast.message}
          </p>
          <button
            type="button"
            onClick={() => store.dismiss(toast.id)}
            className="grid size-11 shrink-0 place-items-center rounded-full opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
            aria-label={toastCopy.close}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
