import { ValidationError } from '../ValidationError.ts';
import { settingSpec } from './FUNCTION_SETTINGS.ts';
import { type SettingsEnv, settingValue, valueProblem } from './valueProblem.ts';

/**
 * An integer setting: its value, the table's default when unset (undefined without one), and a
 * `ValidationError` ('invalid_setting') naming it when the value does not parse or is out of
 * range: a wrong number is an error, never a silent default.
 */
export function integerSetting(env: SettingsEnv, name: string): number | undefined {
  const spec = settingSpec(name);
  if (spec.kind.type !== 'integer') throw new Error(`${name} is not an integer setting`);
  const value = settingValue(env, name);
  if (value === undefined) return spec.kind.default;
  const problem = valueProblem(spec, value, 'runtime');
  if (problem) throw new ValidationError('invalid_setting', `${name} ${problem}`);
  return Number(value);
}
