export { Toaster } from './Toaster.tsx';
export {
  createToastStore,
  DEFAULT_TOAST_DURATION_MS,
} from './toastStore.ts';
