/** Slovak texts of the modal frame (a dialog names its own close button when it has one). */
export const modalCopy = {
  close: 'Zavrieť',
} as const;
