import { ValidationError } from '../ValidationError.ts';
import { checkSettings } from './checkSettings.ts';
import { FUNCTION_SETTINGS } from './FUNCTION_SETTINGS.ts';
import type { SettingsEnv } from './valueProblem.ts';

/** Settings a function cannot run with when they do not parse: numbers, fixed choices, hours. */
const PARSED = FUNCTION_SETTINGS.filter((spec) =>
  ['integer', 'choice', 'country-codes', 'booking-hours'].includes(spec.kind.type),
);

/**
 * Throws one `ValidationError` ('invalid_setting') naming every number or choice whose value
 * does not parse: an error, never a silent default. (Missing settings are not errors here: each
 * feature decides what it needs; URLs and secrets are judged where they are used, and all of
 * them by `checkSettings`.)
 */
export function assertSettingsParse(env: SettingsEnv): void {
  const invalid = checkSettings(env, 'runtime', PARSED).filter((p) => p.problem === 'invalid');
  if (invalid.length > 0) {
    throw new ValidationError(
      'invalid_setting',
      `invalid settings: ${invalid.map((p) => p.message).join('; ')}`,
    );
  }
}
