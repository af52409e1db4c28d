// Values computed once at build time and compiled into the bundle (Vite `define`), so the browser
// carries the result and not the library that produced it. Used by vite.config.ts and by the
// site's Vitest config, so tests see what the build ships.
import { DEFAULT_PHONE_NUMBER } from '../src/configDefaults.ts';
import { formatPhoneDisplay } from './phoneDisplay.ts';

export function siteDefines(env: Record<string, string | undefined>): Record<string, string> {
  const phoneNumber = env.VITE_PHONE_NUMBER || DEFAULT_PHONE_NUMBER;
  return {
    'import.meta.env.VITE_PHONE_DISPLAY': JSON.stringify(formatPhoneDisplay(phoneNumber)),
  };
}
