import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsentStore, ConsentValue } from './consentStorage.ts';
import type { CookieSettings } from './cookieSettings.ts';

export const BANNER_DELAY_MS = 2000;
export const BANNER_EXIT_MS = 300;

export type BannerPhase = 'hidden' | 'visible' | 'exiting';

/**
 * Banner lifecycle: shown 2 s after load when nothing is stored; a choice plays a 300 ms exit.
 * `settings.open()` (the footer's "Nastavenia cookies") shows it again at once so the choice can
 * be changed; closing a reopened banner with the X keeps the stored choice.
 */
export function useCookieBanner(store: ConsentStore, settings?: CookieSettings) {
  const [phase, setPhase] = useState<BannerPhase>('hidden');
  const [reopened, setReopened] = useState(false);
  const exitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (store.read() !== null) return;
    const timer = setTimeout(() => setPhase('visible'), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store]);

  useEffect(
    () =>
      settings?.subscribe(() => {
        clearTimeout(exitTimer.current);
        setReopened(true);
        setPhase('visible');
      }),
    [settings],
  );

  useEffect(() => () => clearTimeout(exitTimer.current), []);

  const hide = useCallback(() => {
    setPhase('exiting');
    clearTimeout(exitTimer.current);
    exitTimer.current = setTimeout(() => {
      setPhase('hidden');
      setReopened(false);
    }, BANNER_EXIT_MS);
  }, []);

  const choose = useCallback(
    (value: ConsentValue) => {
      if (value === 'dismissed' && reopened && store.read() !== null) {
        hide(); // the X of a reopened banner: keep what was chosen before
        return;
      }
      store.write(value);
      hide();
    },
    [store, reopened, hide],
  );

  return { phase, choose, reopened };
}
