import type { ReactNode } from 'react';
import { config } from '../../config.ts';
import { layoutCopy as copy } from '../../copy/layout.ts';
import { SiteLink } from '../SiteLink.tsx';
import { SiteFooter } from './SiteFooter.tsx';

export interface SiteLayoutProps {
  children: ReactNode;
  /** Rendered right after the skip link (the cookie banner: early in the tab order). */
  top?: ReactNode;
  /** Footer "Nastavenia cookies": opens the cookie banner again. */
  onCookieSettings?: () => void;
}

/** Skip link, top layer, header over the page, main landmark, footer (the operator, links). */
export function SiteLayout({ children, top, onCookieSettings }: SiteLayoutProps) {
  return (
    <div className="relative flex min-h-svh flex-col">
      <a href="#main" className="skip-link">
        {copy.skipLink}
      </a>
      {top}
      <header className="pointer-events-none absolute inset-x-0 top-0 z-30">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-5 py-3">
          <SiteLink
            to="/"
            className="pointer-events-auto -mx-2 flex min-h-11 items-center gap-2.5 rounded-full px-2 py-2 font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
          >
            <img src="/favicon.svg" alt="" width="28" height="28" />
            {config.productName}
          </SiteLink>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* hydrated with the page, not later (lib/hydrateLater.tsx): its links and "Nastavenia
          cookies" work from the first click (React drops a click on a part waiting for its code) */}
      <SiteFooter onCookieSettings={onCookieSettings} />
    </div>
  );
}
