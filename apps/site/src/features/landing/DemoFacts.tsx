import { trustCopy, trustFacts } from '../../copy/trust.ts';
import { demoTrust } from './demoTrust.ts';

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
