import { lazy, Suspense } from 'react';
import type { VoiceSession } from '../voice-session/index.ts';
import { useVoiceSession } from '../voice-session/index.ts';
import { hasSlotOffer } from './hasSlotOffer.ts';

// The card (the demo form's fields, checks and submit path) is its own chunk, loaded when the
// assistant first offers slots; zod is switched to its CSP-safe mode before it parses anything.
const SlotBookingCard = lazy(() =>
  import('../../lib/cspSafeZod.ts').then(() => import('./SlotBookingCard.tsx')),
);

/** Under the orb: the booking card once the assistant has offered demo slots in the call. */
export function SlotBookingArea({ session }: { session: VoiceSession }) {
  const offered = useVoiceSession(session, hasSlotOffer);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <SlotBookingCard session={session} />
    </Suspense>
  );
}
