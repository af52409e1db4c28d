import { useId } from 'react';
import { hydrateLater } from '../../lib/hydrateLater.tsx';
import { DemoAndCall, type DemoAndCallProps } from './DemoAndCall.tsx';

// heading, text and facts: static, hydrated once their chunk is there (trustParts.tsx)
const intro = hydrateLater(() => import('./trustParts.tsx').then((m) => m.ClosingIntro));

/**
 * The end of the landing page: one more call to action after everything is read, with the
 * demo's facts (free, how long, what after) and the same two ways as the hero (the demo form,
 * the phone number), labelled as its own ("Chcem ukážku"), so the hero's stay one of a kind.
 * The buttons hydrate with the page (a click must open the modal); the text above them later.
 */
export function ClosingCall({ onRequestDemo, onPreloadDemo }: DemoAndCallProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="closing-call"
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-5 pt-4 pb-20 text-center"
    >
      <intro.Part titleId={titleId} />
      <div className="mt-2 flex w-full max-w-md flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <DemoAndCall closing onRequestDemo={onRequestDemo} onPreloadDemo={onPreloadDemo} />
      </div>
    </section>
  );
}
