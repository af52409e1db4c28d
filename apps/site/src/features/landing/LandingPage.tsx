import { lazy, Suspense, useEffect, useState } from 'react';
import { PhoneIcon } from '../../components/icons/PhoneIcon.tsx';
import { config } from '../../config.ts';
import { afterIdle } from '../../lib/afterIdle.ts';
import { LightningBackground } from '../lightning/LightningBackground.tsx';
import { useVoiceSessionInstance } from '../voice-session/VoiceSessionContext.tsx';
import { landingCopy as copy } from './copy.ts';
import { HUE_DEFAULT, HueSlider } from './HueSlider.tsx';
import { SellingPoints } from './SellingPoints.tsx';
import { VoiceOrb } from './VoiceOrb.tsx';

const loadDemoModal = () =>
  import('../../lib/cspSafeZod.ts').then(() => import('../demo-request/DemoRequestModal.tsx'));
const DemoRequestModal = lazy(loadDemoModal);

export function LandingPage() {
  const session = useVoiceSessionInstance();
  const [hue, setHue] = useState(HUE_DEFAULT);
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoMounted, setDemoMounted] = useState(false);

  // Fetch the voice config once the page is idle: hydration first, network second.
  useEffect(() => afterIdle(() => void session.init()), [session]);

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="hero relative isolate flex min-h-svh flex-col items-center justify-center overflow-hidden px-5 pt-24 pb-16 text-center"
      >
        <LightningBackground hue={hue} />
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-xs font-medium tracking-wide text-slate-300">
          <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
          {copy.badge}
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-white sm:text-6xl"
        >
          {copy.title}
        </h1>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">
          {copy.subtitle}
        </p>
        <div className="mt-16 sm:mt-20">
          <VoiceOrb session={session} />
        </div>
        <div className="mt-8 flex w-full max-w-md flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
          <button
            type="button"
            className="btn-primary btn-lg"
            onPointerEnter={() => void loadDemoModal()}
            onFocus={() => void loadDemoModal()}
            onClick={() => {
              setDemoMounted(true);
              setDemoOpen(true);
            }}
          >
            {copy.explain}
          </button>
          <a className="btn-secondary btn-lg" href={`tel:${config.phoneNumber}`}>
            <PhoneIcon className="size-5" />
            <span>
              {copy.call} <span className="sr-only">{copy.callNumberPrefix}</span>{' '}
              <span className="whitespace-nowrap">{config.phoneDisplay}</span>
            </span>
          </a>
        </div>
        <div className="mt-10 sm:absolute sm:bottom-6 sm:left-6 sm:mt-0">
          <HueSlider value={hue} onChange={setHue} />
        </div>
      </section>
      <SellingPoints />
      {demoMounted && (
        <Suspense fallback={null}>
          <DemoRequestModal open={demoOpen} onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
