import type { DemoFormValues } from './DemoFormValues.ts';
import { missingDemoFields } from './missingDemoFields.ts';

/** SPEC 5: the submit button is enabled only when every required choice is made. */
export function canSubmitDemoForm(v: DemoFormValues): boolean {
  return missingDemoFields(v).length === 0;
}
