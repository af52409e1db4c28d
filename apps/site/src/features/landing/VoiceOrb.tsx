import type { VoiceSnapshot } from '@hlasovy-asistent/voice-client';
import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { useRef } from 'react';
import { Orb } from '../../components/Orb/Orb.tsx';
import { config } from '../../config.ts';
import { callNoticeText } from '../../copy/callNotice.ts';
import { orbCaption } from '../../copy/voice.ts';
import type { VoiceSession } from '../voice-session/index.ts';
import { isInCall, useVoicePhase, useVoiceSession } from '../voice-session/index.ts';
import { LANDING_ORB_HUES } from './landingHues.ts';
import { useNoticeInView } from './useNoticeInView.ts';
import { VoiceAnnouncer } from './VoiceAnnouncer.tsx';
import { CallVolumeBar, preloadVoiceCallControls, VoiceCallPanel } from './VoiceCallPanel.tsx';

const CALL_NOTICE = callNoticeText(config.recordingRetentionDays, config.voiceCallMaxMinutes);
const selectMuted = (call: VoiceSnapshot) => call.isMuted;
const selectHeard = (call: VoiceSnapshot) => call.isSpeaking;

/**
 * The landing page's orb: starts/stops the browser conversation, narrates its state (the caption
 * for the eye, VoiceAnnouncer for screen readers) and holds the call's controls under it.
 */
export function VoiceOrb({
  session,
  onRequestDemo,
  onWriteInstead,
}: {
  session: VoiceSession;
  onRequestDemo: () => void;
  /** Opens the written conversation (the microphone notices offer it), its field focused. */
  onWriteInstead?: () => void;
}) {
  const phase = useVoicePhase(session);
  const muted = useVoiceSnapshot(session.call, selectMuted);
  // the assistant's audio is heard (the caption says it speaks from the start of its turn)
  const heard = useVoiceSnapshot(session.call, selectHeard);
  const nothingToSay = useVoiceSession(session, (s) => !s.endedCall && !s.notice);
  // The AI and recording notice stays from the click until the assistant's first words, so it is
  // seen when the call starts (the cookie banner steps aside then: useNoticeInView).
  // (A ref, not state: the phase change renders anyway, and audio levels must cause no commit.
  // Idempotent, so a second render in strict mode writes the same.)
  const greeted = useRef(false);
  if (heard && phase === 'speaking') greeted.current = true;
  else if (phase === 'idle') greeted.current = false;
  const calling = phase !== 'idle';
  const showNotice = calling ? !greeted.current : nothingToSay;
  const active = isInCall(phase);
  const orbRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useNoticeInView(calling, noticeRef);
  const hue =
    phase === 'listening' || phase === 'muted'
      ? LANDING_ORB_HUES.listening
      : phase === 'speaking'
        ? LANDING_ORB_HUES.speaking
        : LANDING_ORB_HUES.idle;

  return (
    <div
      data-testid="voice-call-area"
      className="voice-call-area flex flex-col items-center gap-6 sm:gap-[clamp(0.75rem,3svh,2.5rem)]"
    >
      <div ref={orbRef} className="contents">
        <Orb
          className="size-44 sm:size-[clamp(10rem,calc(100svh-33rem),16rem)]"
          hue={hue}
          hoverIntensity={0.3}
          isListening={phase === 'listening' || phase === 'muted'}
          isSpeaking={phase === 'speaking'}
          isProcessing={phase === 'connecting' || phase === 'reconnecting'}
          isMuted={muted}
          getVolume={session.getVolume}
          onIntent={() => {
            session.preload();
            void preloadVoiceCallControls();
          }}
          onClick={() => void session.toggle()}
        />
      </div>
      <div className="lightning-shield flex flex-col items-center gap-2">
        <p
          data-testid="orb-caption"
          className="min-h-7 text-lg font-medium tracking-tight text-slate-100"
        >
          {orbCaption(phase, config.productName)}
        </p>
        {showNotice && (
          <p
            ref={noticeRef}
            data-testid="call-notice"
            className="max-w-sm text-sm text-balance text-slate-300"
          >
            {CALL_NOTICE}
          </p>
        )}
        {active && <CallVolumeBar getVolume={session.getVolume} />}
      </div>
      <VoiceAnnouncer session={session} />
      <VoiceCallPanel
        session={session}
        onRequestDemo={onRequestDemo}
        onWriteInstead={onWriteInstead}
        onDismissEnded={() =>
          orbRef.current?.querySelector<HTMLButtonElement>('button.orb')?.focus()
        }
      />
    </div>
  );
}
