import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsentStore, ConsentValue } from './consentStorage.ts';

export const BANNER_DELAY_MS = 2000;
export const BANNER_EXIT_MS = 300;

export type BannerPhase = 'hidden' | 'visible' | 'exiting';

/** Banner lifecycle: shown 2 s after load when nothing is stored; a choice plays a 300 ms exit. */
export function useCookieBanner(store: ConsentStore) {
  const [phase, setPhase] = useState<BannerPhase>('hidden');
  const exitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (store.read() !== null) return;
    const timer = setTimeout(() => setPhase('visible'), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store]);

  useEffect(() => () => clearTimeout(exitTimer.current), []);

  const choose = useCallback(
    (value: ConsentValue) => {
      store.write(value);
      setPhase('exiting');
      clearTimeout(exitTimer.current);
      exitTimer.current = setTimeout(() => setPhase('hidden'), BANNER_EXIT_MS);
    },
    [store],
  );

  return { phase, choose };
}
