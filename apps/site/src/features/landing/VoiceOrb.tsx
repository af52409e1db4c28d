import { Orb } from '../../components/Orb/Orb.tsx';
import { config } from '../../config.ts';
import { useVoiceSession } from '../voice-session/useVoiceSession.ts';
import type { VoiceSession } from '../voice-session/voiceSessionState.ts';
import { orbCaption } from '../voice-session/voiceTexts.ts';
import { LANDING_ORB_HUES } from './landingHues.ts';
import { preloadVoiceCallControls, VoiceCallPanel } from './VoiceCallPanel.tsx';
import { VolumeBar } from './VolumeBar.tsx';

/** The landing page's orb: starts/stops the browser conversation and narrates its state. */
export function VoiceOrb({
  session,
  onRequestDemo,
}: {
  session: VoiceSession;
  /** Opens the demo-request form (offered when the server takes no call now). */
  onRequestDemo?: () => void;
}) {
  const status = useVoiceSession(session, (s) => s.status);
  const isSpeaking = useVoiceSession(session, (s) => s.isSpeaking);
  const reconnecting = useVoiceSession(session, (s) => s.reconnecting);
  const active = status === 'active';
  const phase =
    status === 'connecting'
      ? 'connecting'
      : active
        ? reconnecting
          ? 'reconnecting'
          : isSpeaking
            ? 'speaking'
            : 'listening'
        : 'idle';
  const hue =
    phase === 'listening'
      ? LANDING_ORB_HUES.listening
      : phase === 'speaking'
        ? LANDING_ORB_HUES.speaking
        : LANDING_ORB_HUES.idle;

  return (
    <div className="flex flex-col items-center gap-12 sm:gap-[clamp(0.75rem,3svh,2.5rem)]">
      <Orb
        className="size-52 sm:size-[clamp(10rem,calc(100svh-33rem),16rem)]"
        hue={hue}
        hoverIntensity={0.3}
        isListening={phase === 'listening'}
        isSpeaking={phase === 'speaking'}
        isProcessing={phase === 'connecting' || phase === 'reconnecting'}
        getVolume={session.getVolume}
        onIntent={() => {
          session.preload();
          void preloadVoiceCallControls();
        }}
        onClick={() => void session.toggle()}
      />
      <p
        role="status"
        aria-live="polite"
        data-testid="orb-caption"
        className="min-h-7 text-lg font-medium tracking-tight text-slate-100"
      >
        {orbCaption(phase, config.productName)}
      </p>
      <div className="flex h-2 items-center">
        {active && <VolumeBar getVolume={session.getVolume} />}
      </div>
      <VoiceCallPanel session={session} onRequestDemo={onRequestDemo} />
    </div>
  );
}
