import { readDemoTrust } from '../../trustSettings.ts';

/** Each read by name, so the build puts in the values alone (not the whole environment). */
const VALUES: Record<string, string | undefined> = {
  VITE_DEMO_FREE: import.meta.env.VITE_DEMO_FREE,
  VITE_DEMO_MINUTES: import.meta.env.VITE_DEMO_MINUTES,
  VITE_DEMO_AFTER: import.meta.env.VITE_DEMO_AFTER,
};

/**
 * The demo's facts as this build says them (VITE_DEMO_FREE, VITE_DEMO_MINUTES, VITE_DEMO_AFTER):
 * read here, with the landing page, so the other routes' first load carries none of it.
 */
export const demoTrust = readDemoTrust((name) => VALUES[name] ?? '');
