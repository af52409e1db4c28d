import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons/CloseIcon.tsx';
import { config } from '../../config.ts';
import { coverBottom } from '../../lib/bottomInsets.ts';
import { type ConsentStore, consent } from './consentStorage.ts';
import { type CookieSettings, cookieSettings } from './cookieSettings.ts';
import { cookieCopy as copy } from './copy.ts';
import { useCookieBanner } from './useCookieBanner.ts';

const CookiePolicyModal = lazy(() => import('./CookiePolicyModal.tsx'));

export interface CookieBannerProps {
  onAccept?: () => void;
  onDecline?: () => void;
  store?: ConsentStore;
  /** Channel of the footer's "Nastavenia cookies" (reopens the banner). */
  settings?: CookieSettings;
  privacyPolicyUrl?: string;
}

/**
 * The cookie banner. Rendered right after the skip link, so it is early in the tab order; it
 * publishes its height (lib/bottomInsets.ts) so toasts stack above it and focus never hides
 * under it. Reopened from the footer it takes focus, and gives it back when it closes.
 */
export function CookieBanner({
  onAccept,
  onDecline,
  store = consent,
  settings = cookieSettings,
  privacyPolicyUrl = config.privacyPolicyUrl,
}: CookieBannerProps) {
  const { phase, choose, reopened } = useCookieBanner(store, settings);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [policyMounted, setPolicyMounted] = useState(false);
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const visible = phase !== 'hidden';

  useEffect(() => {
    const section = sectionRef.current;
    return visible && section ? coverBottom('banner', section) : undefined;
  }, [visible]);

  useEffect(() => {
    if (!reopened || !visible) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sectionRef.current?.focus();
    return () => {
      // Closed with focus inside (or gone with the banner): back to the footer link.
      const active = document.activeElement;
      const lost = !active || active === document.body || sectionRef.current?.contains(active);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [reopened, visible]);

  const policy = policyMounted && (
    <Suspense fallback={null}>
      <CookiePolicyModal open={policyOpen} onClose={() => setPolicyOpen(false)} />
    </Suspense>
  );
  if (!visible) return policy || null;

  return (
    <>
      <section
        ref={sectionRef}
        tabIndex={-1}
        aria-labelledby={titleId}
        data-testid="cookie-banner"
        data-phase={phase}
        className="cookie-banner fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-3xl border border-white/10 bg-slate-900/95 p-5 text-slate-200 shadow-2xl outline-none sm:inset-x-6 sm:bottom-6 sm:p-6"
      >
        <button
          type="button"
          onClick={() => choose('dismissed')}
          aria-label={copy.dismiss}
          className="absolute top-1.5 right-1.5 grid size-11 place-items-center rounded-full text-slate-400 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          <CloseIcon className="size-4" />
        </button>
        <h2 id={titleId} className="pr-10 text-base font-semibold text-white">
          {copy.bannerTitle}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-300">
          {copy.bannerText}
          <button
            type="button"
            className="link"
            onClick={() => {
              setPolicyMounted(true);
              setPolicyOpen(true);
            }}
          >
            {copy.policyLink}
          </button>
          {copy.between}
          <a className="link" href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {copy.privacyLink}
          </a>
          .
        </p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              choose('declined');
              onDecline?.();
            }}
          >
            {copy.decline}
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              choose('accepted');
              onAccept?.();
            }}
          >
            {copy.accept}
          </button>
        </div>
      </section>
      {policy}
    </>
  );
}
