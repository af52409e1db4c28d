import {
  DEFAULT_DIAL_COUNTRY_CODES,
  DEFAULT_SCHEDULE_MAX_DAYS,
} from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { functionSettingsProblems, publicSettingsProblems } from '../build/publicSettingsCheck.ts';
import { PUBLIC_SETTINGS, readSetting } from './publicSettings.ts';

describe('the public settings catalogue: config.ts and the deploy check read the same', () => {
  test("mirrored settings default to the functions' defaults", () => {
    expect(readSetting(PUBLIC_SETTINGS.dialAllowedCountryCodes, {})).toBe(
      DEFAULT_DIAL_COUNTRY_CODES.join(','),
    );
    expect(readSetting(PUBLIC_SETTINGS.scheduleMaxDays, {})).toBe(DEFAULT_SCHEDULE_MAX_DAYS);
  });

  test('a value the build would refuse is a deploy problem, with the same message', () => {
    const env = { VITE_SCHEDULE_MAX_DAYS: '0' };
    expect(() => readSetting(PUBLIC_SETTINGS.scheduleMaxDays, env)).toThrow(
      'VITE_SCHEDULE_MAX_DAYS is not a whole number of days from 1 to 3650',
    );
    expect(publicSettingsProblems(env)).toEqual([
      'VITE_SCHEDULE_MAX_DAYS is not a whole number of days from 1 to 3650',
    ]);
  });

  test('a mirrored pair set on one side only differs; unset on both sides agrees', () => {
    expect(functionSettingsProblems({ SCHEDULE_MAX_DAYS: '14' })).toContain(
      'VITE_SCHEDULE_MAX_DAYS and SCHEDULE_MAX_DAYS differ',
    );
    expect(functionSettingsProblems({})).not.toContainEqual(expect.stringMatching(/ differ$/));
  });
});
