import { typeset } from '../lib/typography.ts';
import { daysSk, minutesSk } from './plural.ts';

/**
 * The line under the orb before a call: the visitor talks to an AI, whether the call is recorded
 * (the same setting the /gdpr page states: 0 = not recorded, null = not configured yet, so only
 * "may be recorded" is certain) and how long a call may last.
 */
export function callNoticeText(recordingDays: number | null, maxMinutes: number): string {
  const limit = `najviac ${minutesSk(maxMinutes)}`;
  const recording =
    recordingDays === 0
      ? `Hovor sa nenahráva a trvá ${limit}.`
      : recordingDays === null
        ? `Hovor môže byť nahrávaný a trvá ${limit}.`
        : `Hovor môže byť nahrávaný (nahrávku uchovávame najdlhšie ${daysSk(recordingDays)}) a trvá ${limit}.`;
  return typeset(`Hovoríte s AI asistentom, nie s človekom. ${recording}`);
}
