import type { DemoFormValues } from './DemoFormValues.ts';
import { missingDemoFields } from './missingDemoFields.ts';

/** The submit button is enabled only when every required choice is made. */
export function canSubmitDemoForm(v: DemoFormValues): boolean {
  return missingDemoFields(v).length === 0;
}
