import { useEffect, useState } from 'react';
import { landingCopy as copy } from '../../copy/hero.ts';
import { afterFirstLoad } from '../../lib/afterIdle.ts';
import { hydrateLater } from '../../lib/hydrateLater.tsx';
import { nextTask } from '../../lib/nextTask.ts';
import { useDemoModal } from '../demo-request/index.ts';
import { LightningBackground } from '../lightning/index.ts';
import { TextChatEntry, type TextChatOpen } from '../text-chat/index.ts';
import { scheduleCallPrefetch, useVoiceSessionInstance } from '../voice-session/index.ts';
import { ClosingCall } from './ClosingCall.tsx';
import { DemoAndCall } from './DemoAndCall.tsx';
import { HUE_DEFAULT, HueSlider } from './HueSlider.tsx';
import { preloadVoiceCallControls } from './VoiceCallPanel.tsx';
import { VoiceOrb } from './VoiceOrb.tsx';

// "Ako to funguje" and the selling points, below the fold: prerendered, hydrated once their chunk
// is there.
const belowTheFold = hydrateLater(() => import('./BelowTheFold.tsx').then((m) => m.BelowTheFold));
// The demo's facts beside the demo button: static text, hydrated once its chunk is there.
const demoFacts = hydrateLater(() => import('./trustParts.tsx').then((m) => m.DemoFacts));

export function LandingPage() {
  const session = useVoiceSessionInstance();
  const [hue, setHue] = useState(HUE_DEFAULT);
  const demo = useDemoModal();
  const openDemo = demo.openDemo;
  const preloadDemo = () => void demo.preload();
  // the written conversation: its button, and the microphone notices' way to it
  const [chat, setChat] = useState<TextChatOpen>({ open: false, focusRequest: 0 });
  const writeInstead = () => setChat((was) => ({ open: true, focusRequest: was.focusRequest + 1 }));

  // Once the first load is in and the page idles, or at the first touch: the voice config, then
  // everything a call needs, so a tap on the orb fetches no script (issue 40).
  useEffect(
    () =>
      scheduleCallPrefetch(() => {
        session.prefetch();
        // a task of its own: each import appends its chunks' preload links where it starts
        void nextTask().then(preloadVoiceCallControls);
      }),
    [session],
  );
  // The funnel's counted steps (features/funnel), loaded once the first load is in and the page
  // idles: never on the first load's path.
  useEffect(
    () =>
      afterFirstLoad(
        () => void import('../funnel/startFunnel.ts').then((m) => m.startFunnel(session)),
      ),
    [session],
  );

  return (
    <>
      {/* Clipped (overflow: clip), not a scroll box (overflow: hidden): the call bar inside sticks
          to the screen while the visitor scrolls through the booking card under it. */}
      <section
        aria-labelledby="hero-title"
        className="hero relative isolate flex min-h-svh flex-col items-center justify-center overflow-clip px-5 pt-20 pb-16 text-center sm:pt-20 sm:pb-8"
      >
        <LightningBackground hue={hue} />
        <p className="mb-5 inline-flex sm:mb-4 items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-xs font-medium tracking-wide text-slate-300">
          <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
          {copy.badge}
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-white sm:text-[clamp(2.75rem,7svh,3.75rem)] sm:leading-none"
        >
          {copy.title}
        </h1>
        <p className="mt-4 max-w-xl text-base leading-relaxed text-pretty text-slate-300 sm:mt-4 sm:max-w-3xl sm:text-lg">
          {copy.subtitle}
        </p>
        {/* On wider screens the whole hero fits the first screen (1366x768 and up): the orb gives
            way on short viewports. */}
        <div className="mt-6 sm:mt-[clamp(1.5rem,5svh,3rem)]">
          <VoiceOrb session={session} onRequestDemo={openDemo} onWriteInstead={writeInstead} />
        </div>
        <div className="mt-6 flex w-full max-w-md flex-col gap-3 sm:mt-[clamp(1rem,3svh,2rem)] sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center xl:grid xl:grid-cols-[1fr_auto_auto_1fr]">
          <DemoAndCall onRequestDemo={openDemo} onPreloadDemo={preloadDemo} />
          {/* A text conversation instead of the microphone (features/text-chat). It never moves the
              two calls to action (the desktop cookie banner sits bottom left, beside them): its own
              line up to xl, from xl the column right of them (the panel spans the row below). */}
          <div className="flex flex-col gap-3 sm:basis-full sm:items-center xl:contents">
            <TextChatEntry state={chat} onChange={setChat} />
          </div>
        </div>
        {/* free? how long? what then? next to the demo button (the business's settings) */}
        <demoFacts.Part className="mt-4 max-w-md sm:max-w-2xl" />
        {/* Phones: under the buttons. Wider screens: top right, in the header's row. */}
        <div className="mt-10 sm:pointer-events-none sm:absolute sm:inset-x-0 sm:top-3 sm:mx-auto sm:mt-0 sm:flex sm:max-w-6xl sm:justify-end sm:px-5">
          <div className="sm:pointer-events-auto">
            <HueSlider value={hue} onChange={setHue} />
          </div>
        </div>
      </section>
      <belowTheFold.Part />
      <ClosingCall onRequestDemo={openDemo} onPreloadDemo={preloadDemo} />
      {demo.modal}
    </>
  );
}
