/** Slovak texts of the toasts. */
export const toastCopy = {
  close: 'Zavrieť upozornenie',
} as const;
