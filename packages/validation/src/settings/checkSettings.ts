import { FUNCTION_SETTINGS } from './FUNCTION_SETTINGS.ts';
import type { SettingSpec } from './SettingSpec.ts';
import {
  isDiallingOff,
  type SettingsCheckMode,
  type SettingsEnv,
  settingValue,
  valueProblem,
} from './valueProblem.ts';

/** One bad setting; `message` names the setting and the rule, never its value. */
export interface SettingProblem {
  setting: string;
  problem: 'missing' | 'invalid';
  message: string;
}

function isNeeded(spec: SettingSpec, env: SettingsEnv, mode: SettingsCheckMode): boolean {
  if (spec.need === 'required') return true;
  if (spec.need === 'dialling') return !isDiallingOff(env);
  if (spec.need === 'platform') return mode === 'runtime';
  return false;
}

/** Every missing or invalid function setting, in the table's order. */
export function checkSettings(
  env: SettingsEnv,
  mode: SettingsCheckMode,
  specs: readonly SettingSpec[] = FUNCTION_SETTINGS,
): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const spec of specs) {
    if (spec.need === 'platform' && mode === 'deploy') continue;
    const value = settingValue(env, spec.name);
    if (value === undefined) {
      if (isNeeded(spec, env, mode)) {
        const unless = spec.need === 'dialling' ? ' (or set DIALLING=off)' : '';
        problems.push({
          setting: spec.name,
          problem: 'missing',
          message: `${spec.name} is not set: ${spec.purpose}${unless}`,
        });
      }
      continue;
    }
    const problem = valueProblem(spec, value, mode);
    if (problem) {
      problems.push({ setting: spec.name, problem: 'invalid', message: `${spec.name} ${problem}` });
    }
  }
  if (
    settingValue(env, 'NOTIFY_WEBHOOK_URL') &&
    !settingValue(env, 'NOTIFY_WEBHOOK_SECRET') &&
    mode === 'deploy'
  ) {
    problems.push({
      setting: 'NOTIFY_WEBHOOK_SECRET',
      problem: 'missing',
      message: 'NOTIFY_WEBHOOK_SECRET is not set: NOTIFY_WEBHOOK_URL needs it to sign deliveries',
    });
  }
  return problems;
}
