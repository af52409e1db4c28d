import type { DemoFormValues } from './DemoFormValues.ts';
import { OTHER_INDUSTRY } from './industries.ts';

/** The industry to store: the chosen value, or the typed free text for 'iné služby'; trimmed. */
export function storedIndustry(v: Pick<DemoFormValues, 'industry' | 'otherIndustry'>): string {
  return (v.industry === OTHER_INDUSTRY ? v.otherIndustry : v.industry).trim();
}
