// What the business says about its demo, near the demo button and at the end of the landing page:
// whether it is free, how long it takes, what happens after it. Facts only the business knows, so
// they are settings (unset in local and CI builds: marked placeholders, and `check:deploy` fails
// until each is set and valid, as for the operator's name). Pure: shared by the landing page
// (features/landing/demoTrust.ts) and build/deployCheck.ts.

export const TRUST_ENV = {
  free: 'VITE_DEMO_FREE',
  minutes: 'VITE_DEMO_MINUTES',
  after: 'VITE_DEMO_AFTER',
} as const;

/** The demo as the business describes it; null / '' = not set (a marked placeholder). */
export interface DemoTrust {
  /** The demo costs nothing (`true`), or it does (`false`: the page says nothing of a price). */
  free: boolean | null;
  /** How long the demo takes, in minutes (5-180). */
  minutes: number | null;
  /** What happens after the demo, in the business's own Slovak words (one or two sentences). */
  after: string;
}

/**
 * The three as the page reads them (`read` gives '' for an unset variable): a value that is not
 * valid counts as not set, so the page marks a placeholder; `trustProblems` names it for the
 * deploy check.
 */
export function readDemoTrust(read: (name: string) => string): DemoTrust {
  const free = read(TRUST_ENV.free).trim().toLowerCase();
  const minutes = Number(read(TRUST_ENV.minutes).trim() || Number.NaN);
  const after = read(TRUST_ENV.after).trim();
  return {
    free: free === 'true' ? true : free === 'false' ? false : null,
    minutes: Number.isInteger(minutes) && minutes >= 5 && minutes <= 180 ? minutes : null,
    after: after.length <= 300 ? after : '',
  };
}

/** What is wrong with each set value (the deploy check's lines; unset ones are "missing"). */
export function trustProblems(read: (name: string) => string): string[] {
  const value = (name: string) => read(name).trim();
  const trust = readDemoTrust(read);
  return [
    value(TRUST_ENV.free) && trust.free === null
      ? `${TRUST_ENV.free} must be true or false, got "${value(TRUST_ENV.free)}"`
      : null,
    value(TRUST_ENV.minutes) && trust.minutes === null
      ? `${TRUST_ENV.minutes} must be a whole number of minutes from 5 to 180, got "${value(TRUST_ENV.minutes)}"`
      : null,
    value(TRUST_ENV.after).length > 300
      ? `${TRUST_ENV.after} must be at most 300 characters`
      : null,
  ].filter((problem): problem is string => problem !== null);
}
