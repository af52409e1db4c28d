import { trustCopy, trustFacts } from '../../copy/trust.ts';
import { demoTrust } from './demoTrust.ts';

// The landing page's static text about the demo (no controls): prerendered, hydrated once this
// chunk is there (LandingPage's hydrateLater parts), so none of it is in the first load.

/**
 * What the visitor may want to know before asking for a demo: whether it is free, how long it
 * takes, what happens after (the business's settings; unset ones are marked placeholders, as on
 * /gdpr). A labelled list, one sentence per fact, near each demo button.
 */
export function DemoFacts({ className = '' }: { className?: string }) {
  return (
    <ul
      aria-label={trustCopy.factsLabel}
      data-testid="demo-facts"
      className={`flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm text-pretty text-slate-300 ${className}`}
    >
      {trustFacts(demoTrust).map((fact) => (
        <li key={fact.text}>
          {fact.unset ? (
            <mark data-placeholder className="rounded bg-amber-300 px-1 text-slate-950">
              {fact.text}
            </mark>
          ) : (
            fact.text
          )}
        </li>
      ))}
    </ul>
  );
}

/** The closing section's heading, its sentence and the demo's facts (its buttons follow). */
export function ClosingIntro({ titleId }: { titleId: string }) {
  return (
    <>
      <h2
        id={titleId}
        className="text-2xl font-semibold tracking-tight text-balance text-white sm:text-3xl"
      >
        {trustCopy.closingTitle}
      </h2>
      <p className="max-w-xl text-base text-pretty text-slate-300">{trustCopy.closingText}</p>
      <DemoFacts />
    </>
  );
}
