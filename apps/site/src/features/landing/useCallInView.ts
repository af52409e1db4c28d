import { type RefObject, useEffect } from 'react';
import { scrollIntoViewWhenClipped } from '../../lib/scrollIntoViewWhenClipped.ts';

/**
 * While the call bar is shown (mounted with the call): scrolls the call's area (orb, caption,
 * call bar, transcript: the closest `[data-testid="voice-call-area"]`) into view as far as
 * needed, so on a phone the hero's text is scrolled away and the controls stay on screen for the
 * whole call; and marks `<html data-voice-call>` so the cookie banner steps aside (index.css).
 * Measured after the next layout, not inside the task that mounts the bar. Lives in the call's
 * chunk, so the first load carries none of it.
 */
export function useCallInView(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.voiceCall = 'active';
    const area = ref.current?.closest<HTMLElement>('[data-testid="voice-call-area"]');
    // the area's end at the screen's end: the orb, caption and controls all show
    const cancel = area
      ? scrollIntoViewWhenClipped(area, (box, viewportHeight) =>
          box.height <= viewportHeight ? 'end' : 'start',
        )
      : undefined;
    return () => {
      cancel?.();
      delete root.dataset.voiceCall;
    };
  }, [ref]);
}
