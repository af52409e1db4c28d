// Every setting the Edge Functions read (Supabase secrets), with its rule and default: one table
// for the functions' config readers, their `health` function and the pre-deploy check.
import { DEFAULT_BOOKING_HOURS } from '../booking-hours/bookingHours.ts';
import { LIMIT_SETTINGS } from './LIMIT_SETTINGS.ts';
import { limit, type SettingKind, type SettingNeed, type SettingSpec } from './SettingSpec.ts';

const spec = (name: string, need: SettingNeed, kind: SettingKind, purpose: string) => ({
  name,
  need,
  kind,
  purpose,
});
const TEXT: SettingKind = { type: 'text' };
const SECRET: SettingKind = { type: 'text', secret: true };
const SECRET_32: SettingKind = { type: 'text', minLength: 32, secret: true };
const URL_KIND: SettingKind = { type: 'url' };
const ON_OFF: SettingKind = { type: 'choice', values: ['on', 'off'], default: 'on' };
const TRUE_FALSE: SettingKind = { type: 'choice', values: ['true', 'false'], default: 'false' };
const TRANSPORTS: SettingKind = {
  type: 'choice',
  values: ['daily', 'websocket'],
  default: 'daily',
};

export const FUNCTION_SETTINGS: readonly SettingSpec[] = [
  spec('SITE_ORIGINS', 'required', { type: 'origins' }, "the site's origin(s), comma-separated"),
  spec('VAPI_PUBLIC_KEY', 'optional', TEXT, 'Vapi public key (only VOICE_BROWSER_CREATED_CALLS)'),
  spec('VAPI_ASSISTANT_ID', 'required', TEXT, 'the Vapi assistant'),
  spec('DIALLING', 'optional', ON_OFF, 'outbound demo calls: on (default) or off'),
  // every call is created by the server (voice-call too), so these two are needed even with
  // DIALLING=off: the private key creates browser calls, the token secret signs their bot check
  spec('VAPI_PRIVATE_KEY', 'required', SECRET, 'Vapi private key (every call is created with it)'),
  spec('VAPI_PHONE_NUMBER_ID', 'dialling', TEXT, 'the Vapi phone number that calls out'),
  spec('FORM_TOKEN_SECRET', 'required', SECRET_32, 'HMAC key of the form and voice tokens (32+)'),
  spec('VAPI_BASE_URL', 'optional', URL_KIND, 'Vapi API host (default https://api.vapi.ai)'),
  spec('VOICE_TRANSPORT', 'optional', TRANSPORTS, 'browser voice transport'),
  spec('VOICE_BROWSER_CREATED_CALLS', 'optional', TRUE_FALSE, 'public key to browsers (a risk)'),
  spec(
    'BOOKING_HOURS',
    'optional',
    { type: 'booking-hours', default: DEFAULT_BOOKING_HOURS },
    'hours (Europe/Bratislava) in which demo slots are offered and booked',
  ),
  spec('DIAL_ALLOWED_COUNTRY_CODES', 'optional', { type: 'country-codes' }, 'callable countries'),
  spec('NOTIFY_WEBHOOK_URL', 'optional', { type: 'url', secret: true }, 'team webhook'),
  spec('NOTIFY_WEBHOOK_SECRET', 'optional', SECRET_32, 'HMAC key of the team webhook (32+ chars)'),
  spec('TURNSTILE_SECRET_KEY', 'optional', SECRET, 'Cloudflare Turnstile secret'),
  spec('TURNSTILE_VERIFY_URL', 'optional', URL_KIND, "Turnstile's siteverify URL"),
  spec('VAPI_WEBHOOK_SECRET', 'optional', SECRET_32, 'x-vapi-secret of vapi-events (32+)'),
  spec('VAPI_TOOLS_SECRET', 'optional', SECRET_32, 'x-vapi-secret of vapi-tools (32+, its own)'),
  spec('VAPI_MAX_SPEND_PER_DAY', 'optional', { type: 'money' }, 'Vapi spend cap per day'),
  spec('VAPI_MAX_SPEND_PER_DAY_VOICE', 'optional', { type: 'money' }, 'browser calls budget/day'),
  spec('VAPI_MAX_SPEND_PER_DAY_DEMO', 'optional', { type: 'money' }, 'demo calls budget per day'),
  spec('VAPI_ESTIMATED_COST_PER_MINUTE', 'optional', { type: 'money' }, 'unreported call/minute'),
  ...LIMIT_SETTINGS,
  limit('RECORDING_RETENTION_DAYS', 0, 0, 'days recordings are kept; 0 = no recording'),
  spec('SUPABASE_URL', 'platform', URL_KIND, 'the project URL (set by Supabase)'),
  spec('SUPABASE_SERVICE_ROLE_KEY', 'platform', SECRET, 'server key (set by Supabase)'),
];

/** The spec of `name`; a typo in a reader is a bug, so an unknown name throws. */
export function settingSpec(name: string): SettingSpec {
  const found = FUNCTION_SETTINGS.find((s) => s.name === name);
  if (!found) throw new Error(`unknown setting ${name}`);
  return found;
}
