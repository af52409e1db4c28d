/**
 * Close the consent window. Browsers only let scripts close windows that scripts opened; when the
 * window stays open, fall back to the home page.
 */
export function closeWindow(win: Pick<Window, 'close' | 'closed'>, goHome: () => void): void {
  try {
    win.close();
  } catch {
    // some embedders throw instead of ignoring the call
  }
  if (!win.closed) goHome();
}
