// What the business says about its demo, near the demo button and at the end of the landing page:
// whether it is free, how long it takes, what happens after it. Facts only the business knows, so
// they are settings (unset in local and CI builds: marked placeholders, and `check:deploy` fails
// until each is set, as for the operator's name). Pure: shared by config.ts and
// build/deployCheck.ts.

export const TRUST_ENV = {
  free: 'VITE_DEMO_FREE',
  minutes: 'VITE_DEMO_MINUTES',
  after: 'VITE_DEMO_AFTER',
} as const;

/** The demo as the business describes it; null / '' = not set (a marked placeholder). */
export interface DemoTrust {
  /** The demo costs nothing (`true`), or it does (`false`: the page says nothing of a price). */
  free: boolean | null;
  /** How long the demo takes, in minutes. */
  minutes: number | null;
  /** What happens after the demo, in the business's own Slovak words (one or two sentences). */
  after: string;
}

/** VITE_DEMO_FREE: '' = not set; `true` or `false`; anything else is an error naming it. */
function parseDemoFree(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new Error(`${TRUST_ENV.free} must be true or false, got "${value}"`);
}

/** VITE_DEMO_MINUTES: '' = not set; a whole number of minutes from 5 to 180. */
function parseDemoMinutes(value: string): number | null {
  if (value.trim() === '') return null;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 180) {
    throw new Error(
      `${TRUST_ENV.minutes} must be a whole number of minutes from 5 to 180, got "${value}"`,
    );
  }
  return minutes;
}

/** VITE_DEMO_AFTER: '' = not set; a text of at most 300 characters. */
function parseDemoAfter(value: string): string {
  const text = value.trim();
  if (text.length > 300) throw new Error(`${TRUST_ENV.after} must be at most 300 characters`);
  return text;
}

/** All three from a build's environment (`read` gives '' for an unset variable). */
export function readDemoTrust(read: (name: string) => string): DemoTrust {
  return {
    free: parseDemoFree(read(TRUST_ENV.free)),
    minutes: parseDemoMinutes(read(TRUST_ENV.minutes)),
    after: parseDemoAfter(read(TRUST_ENV.after)),
  };
}
