import { DEFAULT_SCHEDULE_MAX_DAYS } from '../time-slots/lastBookableDate.ts';
import { limit, type SettingSpec } from './SettingSpec.ts';

// The integer settings of the Edge Functions: limits, budgets, retries, bot-check timing.
export const LIMIT_SETTINGS: readonly SettingSpec[] = [
  limit('RATE_LIMIT_IP_MAX', 1, 5, 'demo requests per client IP in its span'),
  limit('RATE_LIMIT_IP_WINDOW_SECONDS', 1, 600, 'that span, seconds'),
  limit('RATE_LIMIT_PHONE_MAX', 1, 3, 'demo requests per number in its span'),
  limit('RATE_LIMIT_PHONE_WINDOW_SECONDS', 1, 3600, 'that span, seconds'),
  limit('RATE_LIMIT_PHONE_DAY_MAX', 1, 1, 'calls per number per day of the call'),
  limit('TRUSTED_PROXY_HOPS', 1, undefined, 'proxies that append to X-Forwarded-For'),
  limit('VOICE_RATE_LIMIT_IP_MAX', 1, 10, 'voice calls per client IP in its span'),
  limit('VOICE_RATE_LIMIT_IP_WINDOW_SECONDS', 1, 600, 'that span, seconds'),
  limit('VOICE_MAX_PER_HOUR', 1, 60, 'voice calls of the whole site per hour'),
  limit('SCHEDULE_MAX_DAYS', 0, DEFAULT_SCHEDULE_MAX_DAYS, 'days ahead a call can be booked'),
  limit('DIAL_MAX_PER_HOUR', 1, 20, 'outbound calls per hour, all callers'),
  limit('DIAL_MAX_PER_DAY', 1, 100, 'outbound calls per day, all callers'),
  limit('VAPI_MAX_ATTEMPTS', 1, 3, 'POST /call attempts (1-10)', 10),
  limit('VAPI_TIMEOUT_MS', 1, 10_000, 'one POST /call attempt, ms'),
  limit('VAPI_RETRY_DELAY_MS', 0, 1_000, 'first retry backoff, ms'),
  limit('FORM_MIN_FILL_SECONDS', 0, 3, 'a form sent sooner is not dialled'),
  limit('FORM_TOKEN_MAX_AGE_SECONDS', 1, 7_200, 'older form tokens are refused'),
];
