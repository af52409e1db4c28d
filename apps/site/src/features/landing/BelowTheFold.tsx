import type { ReactNode } from 'react';
import { belowTheFoldCopy as copy } from '../../copy/belowTheFold.ts';

/** The landing page under the hero: "Ako to funguje", then the selling points. */
export function BelowTheFold() {
  return (
    <>
      {/* the three steps of a conversation with the assistant, as the demo does them */}
      <CardSection titleId="how-title" title={copy.howTitle} cards={copy.howSteps} numbered />
      <CardSection titleId="benefits-title" title={copy.benefitsTitle} cards={copy.points}>
        <h2 className="mt-16 text-center text-sm font-semibold tracking-widest text-slate-400 uppercase">
          {copy.industriesTitle}
        </h2>
        <ul className="mt-5 flex flex-wrap justify-center gap-2">
          {copy.industries.map((name) => (
            <li
              key={name}
              className="rounded-full border border-white/10 px-4 py-1.5 text-sm text-slate-300"
            >
              {name}
            </li>
          ))}
        </ul>
      </CardSection>
    </>
  );
}

/** A titled section of cards (a title and a text each): numbered steps (a list in order) or not. */
function CardSection(props: {
  titleId: string;
  title: string;
  cards: readonly { title: string; text: string }[];
  numbered?: boolean;
  children?: ReactNode;
}) {
  const List = props.numbered ? 'ol' : 'ul';
  return (
    <section
      aria-labelledby={props.titleId}
      className={`relative px-5 ${props.numbered ? 'pt-20 sm:pt-28' : 'py-20 sm:py-28'}`}
    >
      <div className="mx-auto max-w-5xl">
        <h2
          id={props.titleId}
          className="text-center text-3xl font-semibold tracking-tight text-white sm:text-4xl"
        >
          {props.title}
        </h2>
        <List className="mt-12 grid gap-4 sm:grid-cols-3">
          {props.cards.map((card, index) => (
            <li
              key={card.title}
              className="rounded-3xl border border-white/10 bg-white/[0.03] p-6 text-left"
            >
              <h3 className="text-lg font-semibold text-white">
                {props.numbered && (
                  <span aria-hidden="true" className="mr-2 text-sky-300">
                    {index + 1}.
                  </span>
                )}
                {card.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{card.text}</p>
            </li>
          ))}
        </List>
        {props.children}
      </div>
    </section>
  );
}
