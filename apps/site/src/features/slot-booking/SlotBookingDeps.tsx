import { createContext, type ReactNode, useContext } from 'react';
import type { DemoRequestDeps } from '../demo-request/index.ts';

const SlotBookingDepsContext = createContext<DemoRequestDeps | undefined>(undefined);

/** Swap the booking card's backend, limiter, logs, clock and ids (tests); the site needs none. */
export function SlotBookingDepsProvider({
  deps,
  children,
}: {
  deps: DemoRequestDeps;
  children: ReactNode;
}) {
  return <SlotBookingDepsContext value={deps}>{children}</SlotBookingDepsContext>;
}

/** The injected deps, or undefined for the site's own (the card then uses the demo form's). */
export function useSlotBookingDeps(): DemoRequestDeps | undefined {
  return useContext(SlotBookingDepsContext);
}
