import { config } from '../../config.ts';
import { layoutCopy as copy } from '../../copy/layout.ts';
import { PhoneIcon } from '../icons/PhoneIcon.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { type FooterDetail, type FooterOperator, footerOperator } from './footerOperator.ts';

const OPERATOR = footerOperator(config);

/** A detail, or its placeholder marked the way /gdpr marks them (amber, `data-placeholder`). */
function Detail({ detail }: { detail: FooterDetail }) {
  if (!detail.unset) return detail.text;
  return (
    <mark data-placeholder className="rounded bg-amber-300 px-1 text-slate-950">
      {detail.text}
    </mark>
  );
}

export interface SiteFooterProps {
  /** "Nastavenia cookies": opens the cookie banner again (no button without it). */
  onCookieSettings?: (() => void) | undefined;
  /** Test seam: the operator of another configuration (default: this build's). */
  operator?: FooterOperator;
}

/**
 * Who runs the site (name, registered address, IČO: the /gdpr settings, marked placeholders until
 * they are set), the phone number, and the links to /gdpr, the privacy policy and the cookie
 * settings.
 */
export function SiteFooter({ onCookieSettings, operator = OPERATOR }: SiteFooterProps) {
  return (
    <footer className="border-t border-white/5 px-5 py-8 text-sm text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <address data-testid="footer-operator" className="leading-relaxed not-italic">
          <span className="font-semibold text-slate-200">{copy.operator}</span>
          <br />
          <Detail detail={operator.name} />
          <br />
          <Detail detail={operator.address} />
          <br />
          {copy.ico}: <Detail detail={operator.ico} />
          <br />
          <a href={`tel:${operator.phoneNumber}`} className="link-muted footer-link -mx-2 gap-2">
            <PhoneIcon className="size-4" />
            <span>
              <span className="sr-only">{copy.phone}: </span>
              <span className="whitespace-nowrap">{operator.phoneDisplay}</span>
            </span>
          </a>
        </address>
        <nav aria-label={copy.footerLabel} className="-mx-2 flex flex-col items-start sm:items-end">
          <SiteLink to="/gdpr" className="link-muted footer-link">
            {copy.consentLink}
          </SiteLink>
          <a href={config.privacyPolicyUrl} className="link-muted footer-link" rel="noopener">
            {copy.privacyLink}
          </a>
          {onCookieSettings ? (
            <button type="button" className="link-muted footer-link" onClick={onCookieSettings}>
              {copy.cookieSettings}
            </button>
          ) : null}
        </nav>
      </div>
      <p className="mx-auto mt-6 max-w-6xl">
        © {new Date().getFullYear()} {config.productName}
      </p>
    </footer>
  );
}
