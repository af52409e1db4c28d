import { checkDialPolicy } from './checkDialPolicy.ts';
import type { DialPolicy, DialRefusal } from './DialPolicy.ts';
import { dialPolicyMessages } from './dialPolicyMessages.ts';

/**
 * The dialling policy as the form's validation uses it: why a number is refused (or null) and
 * the Slovak message for a country outside the allow-list. A separate object so that the form
 * can load it (and libphonenumber-js's parser) on demand.
 */
export interface DialCheck {
  refusal(phone: string): DialRefusal | null;
  countryNotAllowed: string;
}

export function createDialCheck(policy: DialPolicy): DialCheck {
  const { countryNotAllowed } = dialPolicyMessages(policy.allowedCountryCodes, policy.metadata);
  return {
    refusal(phone) {
      const result = checkDialPolicy(phone, policy);
      return result.ok ? null : result.code;
    },
    countryNotAllowed,
  };
}
