import { type RefObject, useEffect } from 'react';

/**
 * From the click that starts a call until the call is over: the AI and recording notice under the
 * orb must be seen at that moment, whatever covers the page. Marks `<html data-voice-call>` at
 * once (the cookie banner steps aside, index.css; the call bar keeps the mark during the call:
 * `useCallInView`) and scrolls the notice into view if part of it is off screen.
 */
export function useNoticeInView(starting: boolean, notice: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!starting) return;
    const root = document.documentElement;
    if (!root.dataset.voiceCall) root.dataset.voiceCall = 'starting';
    const element = notice.current;
    if (element) {
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) {
        const smooth = !(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
        element.scrollIntoView?.({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
      }
    }
    return () => {
      if (root.dataset.voiceCall === 'starting') delete root.dataset.voiceCall;
    };
  }, [starting, notice]);
}
