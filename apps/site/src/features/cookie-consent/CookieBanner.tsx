import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons/CloseIcon.tsx';
import { config } from '../../config.ts';
import { cookieCopy as copy } from '../../copy/cookieBanner.ts';
import { coverBottom } from '../../lib/bottomInsets.ts';
import { type ConsentStore, consent } from './consentStorage.ts';
import { type CookieSettings, cookieSettings } from './cookieSettings.ts';
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

  const choiceButton = (
    choice: 'declined' | 'accepted',
    look: string,
    label: string,
    then: (() => void) | undefined,
  ) => (
    <button
      type="button"
      className={`${look} flex-1`}
      onClick={() => {
        choose(choice);
        then?.();
      }}
    >
      {label}
    </button>
  );

  return (
    <>
      <section
        ref={sectionRef}
        tabIndex={-1}
        aria-labelledby={titleId}
        data-testid="cookie-banner"
        data-phase={phase}
        className="cookie-banner fixed inset-x-3 bottom-3 z-40 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-3xl overflow-y-auto overscroll-contain rounded-3xl border border-white/10 bg-slate-900/95 px-4 text-slate-200 shadow-2xl outline-none sm:inset-x-6 sm:bottom-6 sm:px-6 lg:right-auto lg:left-6 lg:mx-0 lg:max-w-[22rem]"
      >
        {/* Title and close stay in view while the banner scrolls within itself (400 % zoom). */}
        <div className="sticky top-0 flex items-start justify-between gap-2 bg-slate-900 pt-3 sm:pt-4">
          <h2 id={titleId} className="pt-2.5 text-base font-semibold text-white">
            {copy.bannerTitle}
          </h2>
          <button
            type="button"
            onClick={() => choose('dismissed')}
            aria-label={copy.dismiss}
            className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-slate-400 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
        <p className="mt-1 text-sm leading-relaxed text-slate-300">
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
        {/* The choices stay in view too, at the banner's foot (400 % zoom: WCAG 1.4.10). */}
        <div className="sticky bottom-0 mt-1 flex flex-wrap gap-2 bg-slate-900 pt-2 pb-4 sm:pb-5">
          {choiceButton('declined', 'btn-secondary', copy.decline, onDecline)}
          {choiceButton('accepted', 'btn-primary', copy.accept, onAccept)}
        </div>
      </section>
      {policy}
    </>
  );
}
