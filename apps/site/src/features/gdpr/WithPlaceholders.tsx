import { Fragment } from 'react';
import { PLACEHOLDER_PATTERN } from '../../copy/gdpr.ts';
import { KeepCompounds } from '../../lib/KeepCompounds.tsx';

/**
 * A text of the consent page with every "[doplňte ...]" placeholder marked, so a build without
 * the operator's settings shows at a glance what is still missing.
 */
export function WithPlaceholders({ text }: { text: string }) {
  const parts = text.split(new RegExp(`(${PLACEHOLDER_PATTERN.source})`));
  if (parts.length === 1) return <KeepCompounds text={text} />;
  // the parts of one fixed text, never reordered: their index is their identity
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} data-placeholder className="rounded bg-amber-300 px-1 text-slate-950">
        {part}
      </mark>
    ) : (
      <Fragment key={index}>
        <KeepCompounds text={part} />
      </Fragment>
    ),
  );
}
