import { Fragment } from 'react';
import { E_COMPOUND } from './typography.ts';

/**
 * A text with every "e-" compound ("e-mail", "e-mailom", "e-shop") in a nowrap span: the line
 * never breaks after the "e-", and the text keeps the ordinary hyphen that find-in-page, label
 * search and screen readers expect.
 */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(new RegExp(E_COMPOUND.source, 'gu'));
  if (parts.length === 1) return text;
  // the parts of one fixed text, never reordered: their index is their identity
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
