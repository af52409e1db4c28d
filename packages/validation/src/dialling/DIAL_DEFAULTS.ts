/** Country calling codes dialled when none are configured: Slovakia and Czechia. */
export const DEFAULT_DIAL_COUNTRY_CODES: readonly string[] = ['421', '420'];

/**
 * The number types an outbound demo call may go to, as libphonenumber-js names them (`getType()`
 * with full metadata). Premium-rate, shared-cost, toll-free, VoIP, personal, UAN, pager and
 * voicemail numbers are refused.
 */
export const DIALLABLE_NUMBER_TYPES: readonly string[] = [
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
];
