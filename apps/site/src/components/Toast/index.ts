export { Toaster } from './Toaster.tsx';
export {
  createToastStore,
  DEFAULT_TOAST_DURATION_MS,
  type Toast,
  type ToastStore,
  type ToastVariant,
  toasts,
} from './toastStore.ts';
