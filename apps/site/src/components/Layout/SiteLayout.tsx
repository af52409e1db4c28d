import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../config.ts';
import { layoutCopy as copy } from './copy.ts';

export interface SiteLayoutProps {
  children: ReactNode;
  /** Rendered right after the skip link (the cookie banner: early in the tab order). */
  top?: ReactNode;
  /** Footer "Nastavenia cookies": opens the cookie banner again. */
  onCookieSettings?: () => void;
}

/** Skip link, top layer, header over the page, main landmark, footer. */
export function SiteLayout({ children, top, onCookieSettings }: SiteLayoutProps) {
  return (
    <div className="relative flex min-h-svh flex-col">
      <a href="#main" className="skip-link">
        {copy.skipLink}
      </a>
      {top}
      <header className="pointer-events-none absolute inset-x-0 top-0 z-30">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-5 py-3">
          <Link
            to="/"
            className="pointer-events-auto -mx-2 flex min-h-11 items-center gap-2.5 rounded-full px-2 py-2 font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
          >
            <img src="/favicon.svg" alt="" width="28" height="28" />
            {config.productName}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-white/5 px-5 py-6 text-sm text-slate-400">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {config.productName}
          </p>
          <nav aria-label={copy.footerLabel} className="-mx-2 flex flex-wrap gap-x-3">
            <Link to="/gdpr" className="link-muted footer-link">
              {copy.consentLink}
            </Link>
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
      </footer>
    </div>
  );
}
