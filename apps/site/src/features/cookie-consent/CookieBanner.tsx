import { lazy, Suspense, useId, useState } from 'react';
import { CloseIcon } from '../../components/icons/CloseIcon.tsx';
import { config } from '../../config.ts';
import { type ConsentStore, consent } from './consentStorage.ts';
import { useCookieBanner } from './useCookieBanner.ts';

const CookiePolicyModal = lazy(() => import('./CookiePolicyModal.tsx'));

export interface CookieBannerProps {
  onAccept?: () => void;
  onDecline?: () => void;
  store?: ConsentStore;
  privacyPolicyUrl?: string;
}

export function CookieBanner({
  onAccept,
  onDecline,
  store = consent,
  privacyPolicyUrl = config.privacyPolicyUrl,
}: CookieBannerProps) {
  const { phase, choose } = useCookieBanner(store);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [policyMounted, setPolicyMounted] = useState(false);
  const titleId = useId();

  const policy = policyMounted && (
    <Suspense fallback={null}>
      <CookiePolicyModal open={policyOpen} onClose={() => setPolicyOpen(false)} />
    </Suspense>
  );
  if (phase === 'hidden') return policy || null;

  return (
    <>
      <section
        aria-labelledby={titleId}
        data-testid="cookie-banner"
        data-phase={phase}
        className="cookie-banner fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-3xl border border-white/10 bg-slate-900/95 p-5 text-slate-200 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
      >
        <button
          type="button"
          onClick={() => choose('dismissed')}
          aria-label="Zavrieť lištu cookies"
          className="absolute top-3 right-3 rounded-full p-2 text-slate-400 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          <CloseIcon className="size-4" />
        </button>
        <h2 id={titleId} className="pr-8 text-base font-semibold text-white">
          Vážime si vaše súkromie
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-300">
          Používame nevyhnutné cookies a so súhlasom aj marketingové, aby sme mohli merať účinnosť
          reklamy. Viac nájdete v{' '}
          <button
            type="button"
            className="link"
            onClick={() => {
              setPolicyMounted(true);
              setPolicyOpen(true);
            }}
          >
            zásadách cookies
          </button>{' '}
          a v{' '}
          <a className="link" href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            zásadách ochrany osobných údajov
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
            Odmietnuť
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              choose('accepted');
              onAccept?.();
            }}
          >
            Prijať všetky
          </button>
        </div>
      </section>
      {policy}
    </>
  );
}
