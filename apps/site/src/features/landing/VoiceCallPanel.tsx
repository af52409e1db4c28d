import type { VoiceSnapshot } from '@hlasovy-asistent/voice-client';
import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { lazy, Suspense } from 'react';
import { hasSlotOffer } from '../slot-booking/index.ts';
import { isInCall, useVoicePhase, useVoiceSession } from '../voice-session/index.ts';
import type { VoiceCallPanelProps } from './VoiceCallControls.tsx';

const selectAudioBlocked = (call: VoiceSnapshot) => call.audioBlocked;

let controls: Promise<typeof import('./VoiceCallControls.tsx')> | undefined;

/**
 * The call's controls and notices are their own chunk: no page shows them before a call, so the
 * first load of every route leaves them out. The orb's hover/focus/click loads them together
 * with the voice client (`VoiceOrb`), so they are there when the call starts.
 */
export function preloadVoiceCallControls() {
  controls ??= import('./VoiceCallControls.tsx');
  return controls;
}

const LazyVoiceCallControls = lazy(() =>
  preloadVoiceCallControls().then((module) => ({ default: module.VoiceCallControls })),
);

const LazyVolumeBar = lazy(() =>
  preloadVoiceCallControls().then((module) => ({ default: module.VolumeBar })),
);

/** The assistant's volume bar, under the orb during a call: its code comes with the controls'. */
export function CallVolumeBar({ getVolume }: { getVolume: () => number }) {
  return (
    <Suspense fallback={null}>
      <LazyVolumeBar getVolume={getVolume} />
    </Suspense>
  );
}

/** Under the orb: the call bar and transcript during a call, the end view after it, notices. */
export function VoiceCallPanel(props: VoiceCallPanelProps) {
  const { session } = props;
  const active = isInCall(useVoicePhase(session));
  const audioBlocked = useVoiceSnapshot(session.call, selectAudioBlocked);
  const notice = useVoiceSession(session, (s) => s.notice);
  const ended = useVoiceSession(session, (s) => s.endedCall);
  // the booking card of the last call (a confirmation still open stays after it)
  const offered = useVoiceSession(session, hasSlotOffer);
  if (!active && !notice && !ended && !offered) return null;
  return (
    <Suspense fallback={null}>
      <LazyVoiceCallControls
        {...props}
        active={active}
        audioBlocked={audioBlocked}
        notice={notice}
        ended={ended}
      />
    </Suspense>
  );
}
