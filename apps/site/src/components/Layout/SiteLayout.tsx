import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../config.ts';

/** Header over the page, main landmark, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-svh flex-col">
      <a href="#main" className="skip-link">
        Preskočiť na obsah
      </a>
      <header className="absolute inset-x-0 top-0 z-30">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-5 py-5">
          <Link
            to="/"
            className="flex items-center gap-2.5 rounded-full font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-400"
          >
            <img src="/favicon.svg" alt="" width="28" height="28" />
            {config.productName}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-white/5 px-5 py-8 text-sm text-slate-400">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {config.productName}
          </p>
          <nav aria-label="Päta stránky" className="flex gap-5">
            <Link to="/gdpr" className="link-muted">
              Súhlas so spracovaním údajov
            </Link>
            <a href={config.privacyPolicyUrl} className="link-muted" rel="noopener">
              Ochrana osobných údajov
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
