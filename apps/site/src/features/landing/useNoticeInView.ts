import { type RefObject, useEffect } from 'react';
import { scrollIntoViewWhenClipped } from '../../lib/scrollIntoViewWhenClipped.ts';

/**
 * From the click that starts a call until the call is over: the AI and recording notice under the
 * orb must be seen at that moment, whatever covers the page. Marks `<html data-voice-call>` at
 * once (the cookie banner steps aside, index.css; the call bar keeps the mark during the call:
 * `useCallInView`) and scrolls the notice into view if part of it is off screen (measured after
 * the next layout, not inside the tap's task).
 */
export function useNoticeInView(starting: boolean, notice: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!starting) return;
    const root = document.documentElement;
    if (!root.dataset.voiceCall) root.dataset.voiceCall = 'starting';
    const element = notice.current;
    const cancel = element ? scrollIntoViewWhenClipped(element, () => 'nearest') : undefined;
    return () => {
      cancel?.();
      if (root.dataset.voiceCall === 'starting') delete root.dataset.voiceCall;
    };
  }, [starting, notice]);
}
