import { useId } from 'react';
import { PhoneIcon } from '../../components/icons/PhoneIcon.tsx';
import { config } from '../../config.ts';
import { trustCopy } from '../../copy/trust.ts';
import { DemoFacts } from './DemoFacts.tsx';

/**
 * The end of the landing page: one more call to action after everything is read, with the
 * demo's facts (free, how long, what after) and the same two ways as the hero (the demo form,
 * the phone number), labelled as its own ("Chcem ukážku"), so the hero's stay one of a kind.
 * Hydrates with the page: its button opens the modal.
 */
export function ClosingCall({
  onRequestDemo,
  onPreloadDemo,
}: {
  onRequestDemo: () => void;
  onPreloadDemo: () => void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="closing-call"
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-5 pt-4 pb-20 text-center"
    >
      <h2
        id={titleId}
        className="text-2xl font-semibold tracking-tight text-balance text-white sm:text-3xl"
      >
        {trustCopy.closingTitle}
      </h2>
      <p className="max-w-xl text-base text-pretty text-slate-300">{trustCopy.closingText}</p>
      <DemoFacts />
      <div className="mt-2 flex w-full max-w-md flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <button
          type="button"
          className="btn-primary btn-lg"
          onPointerEnter={onPreloadDemo}
          onFocus={onPreloadDemo}
          onClick={onRequestDemo}
        >
          {trustCopy.closingDemo}
        </button>
        <a className="btn-secondary btn-lg" href={`tel:${config.phoneNumber}`}>
          <PhoneIcon className="size-5" />
          <span>
            {trustCopy.closingCall} <span className="sr-only">{trustCopy.closingCallNumber}</span>{' '}
            <span className="whitespace-nowrap">{config.phoneDisplay}</span>
          </span>
        </a>
      </div>
    </section>
  );
}
