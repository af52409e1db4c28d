// A tiny external store for toasts: callable from anywhere (hooks, stores, event handlers),
// read by <Toaster /> through useSyncExternalStore.

type ToastVariant = 'error' | 'info';

interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  /** Language of the message when it is not the page's Slovak (e.g. 'en', English toasts). */
  lang?: string | undefined;
}

export interface ToastStore {
  show(
    message: string,
    options?: { variant?: ToastVariant; durationMs?: number; lang?: string },
  ): number;
  dismiss(id: number): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export const DEFAULT_TOAST_DURATION_MS = 6000;

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  return {
    show(message, { variant = 'error', durationMs = DEFAULT_TOAST_DURATION_MS, lang } = {}) {
      const existing = toasts.find((toast) => toast.message === message);
      if (existing) return existing.id;
      const id = nextId++;
      toasts = [...toasts, { id, message, variant, lang }];
      emit();
      if (durationMs > 0) setTimeout(() => dismiss(id), durationMs);
      return id;
    },
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's toast store. */
export const toasts = createToastStore();
