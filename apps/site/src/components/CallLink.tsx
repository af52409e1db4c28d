import { config } from '../config.ts';
import { layoutCopy } from '../copy/layout.ts';
import { PhoneIcon } from './icons/PhoneIcon.tsx';

/**
 * The business's number as a call button: "<label> <"na číslo", for screen readers> <number>",
 * the number kept on one line.
 */
export function CallLink(props: { label: string; className: string }) {
  return (
    <a className={props.className} href={`tel:${config.phoneNumber}`}>
      <PhoneIcon className="size-5" />
      <span>
        {props.label} <span className="sr-only">{layoutCopy.callNumberPrefix}</span>{' '}
        <span className="whitespace-nowrap">{config.phoneDisplay}</span>
      </span>
    </a>
  );
}
