import { type RefObject, useEffect } from 'react';

/**
 * When a call starts, scrolls the call's area (orb, caption, call bar, transcript) into view, as
 * little as needed: on a phone the hero's text is scrolled away and the controls stay on screen
 * for the whole call. Checked again as the area grows until the call bar is there (it appears
 * once connected, from its own chunk); later growth (the transcript) never scrolls the page.
 */
export function useCallInView(ref: RefObject<HTMLElement | null>, inCall: boolean): void {
  useEffect(() => {
    const area = ref.current;
    if (!inCall || !area) return;
    const smooth = !(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
    const reveal = () =>
      area.scrollIntoView?.({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
    reveal();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      reveal();
      if (area.querySelector('[data-testid="call-bar"]')) observer.disconnect();
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [ref, inCall]);
}
