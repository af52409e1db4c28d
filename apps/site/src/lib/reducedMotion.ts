/**
 * Whether the visitor asked for less motion (`prefers-reduced-motion: reduce`), read when called:
 * the orb's rings and levels, the lightning and the site's own scrolls keep still then. False where
 * the browser cannot say (no `matchMedia`).
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
