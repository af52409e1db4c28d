import { useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { toasts as siteToasts, type ToastStore } from './toastStore.ts';

const EMPTY: readonly never[] = [];

/** Toasts stacked at the bottom centre of the viewport. Errors are red and announced assertively. */
export function Toaster({ store = siteToasts }: { store?: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
      {items.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          data-variant={toast.variant}
          className={`toast-enter pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-2xl ring-1 backdrop-blur ${
            toast.variant === 'error'
              ? 'bg-red-600/95 text-white ring-red-300/30'
              : 'bg-slate-900/95 text-white ring-white/10'
          }`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => store.dismiss(toast.id)}
            className="-m-1 rounded-full p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
            aria-label="Zavrieť upozornenie"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
