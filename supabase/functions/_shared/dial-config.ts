import {
  type BookingHours,
  DEFAULT_BOOKING_HOURS,
  parseBookingHours,
  parseDialCountryCodes,
} from '@hlasovy-asistent/validation';
import { type EnvReader, integer } from './env.ts';

/** Who may be dialled, how much, and how a failed POST /call is retried. */
export interface DialConfig {
  /** DIAL_ALLOWED_COUNTRY_CODES (default 421,420). */
  allowedCountryCodes: readonly string[];
  /** SCHEDULE_MAX_DAYS (default 30): the last bookable day is today + this. */
  scheduleMaxDays: number;
  /**
   * BOOKING_HOURS (default Mo-Fr 09:00-17:00, Europe/Bratislava): the hours in which the
   * assistant offers demo slots and in which a slot booked in a conversation must lie (the demo
   * form's own time list is the spec's 96 slots).
   */
  bookingHours: BookingHours;
  /** RATE_LIMIT_PHONE_DAY_MAX (default 1): calls per number per day of the call. */
  perNumberPerDay: number;
  /**
   * DIAL_MAX_PER_HOUR (default 20): outbound calls placed per hour across all callers;
   * DIAL_MAX_PER_DAY (default 100): calls ringing on one day (counted on that day, not on the
   * day they were booked); SCHEDULE_SLOT_CAPACITY (default 2): calls in one 15-minute slot.
   */
  budget: { perHour: number; perDay: number; perSlot: number };
  /** VAPI_MAX_ATTEMPTS (default 3): POST /call attempts for one request, the first included. */
  maxAttempts: number;
  /** VAPI_TIMEOUT_MS (default 10 000): one POST /call attempt. */
  attemptTimeoutMs: number;
  /** VAPI_RETRY_DELAY_MS (default 1 000): first backoff step, doubled per retry with jitter. */
  retryDelayMs: number;
}

/** Bot friction: the signed form token, the honeypot, optional Cloudflare Turnstile. */
export interface BotCheckConfig {
  /** FORM_TOKEN_SECRET: HMAC key of the form token; without it outbound calls are disabled. */
  formTokenSecret: string | undefined;
  /** FORM_MIN_FILL_SECONDS (default 3): a token younger than this is a bot's. */
  minFillSeconds: number;
  /** FORM_TOKEN_MAX_AGE_SECONDS (default 7200): older tokens are refused. */
  maxAgeSeconds: number;
  /** TURNSTILE_SECRET_KEY: when set, a valid Turnstile token is required. */
  turnstileSecretKey: string | undefined;
  /** TURNSTILE_VERIFY_URL (default Cloudflare's siteverify; the local stand-in in tests). */
  turnstileVerifyUrl: string;
}

const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

function text(env: EnvReader, name: string): string | undefined {
  const value = env(name)?.trim();
  return value ? value : undefined;
}

export function readDialConfig(env: EnvReader): DialConfig {
  return {
    allowedCountryCodes: parseDialCountryCodes(env('DIAL_ALLOWED_COUNTRY_CODES')),
    scheduleMaxDays: integer(env, 'SCHEDULE_MAX_DAYS'),
    bookingHours: parseBookingHours(text(env, 'BOOKING_HOURS') ?? DEFAULT_BOOKING_HOURS),
    perNumberPerDay: integer(env, 'RATE_LIMIT_PHONE_DAY_MAX'),
    budget: {
      perHour: integer(env, 'DIAL_MAX_PER_HOUR'),
      perDay: integer(env, 'DIAL_MAX_PER_DAY'),
      perSlot: integer(env, 'SCHEDULE_SLOT_CAPACITY'),
    },
    maxAttempts: integer(env, 'VAPI_MAX_ATTEMPTS'),
    attemptTimeoutMs: integer(env, 'VAPI_TIMEOUT_MS'),
    retryDelayMs: integer(env, 'VAPI_RETRY_DELAY_MS'),
  };
}

export function readBotCheckConfig(env: EnvReader): BotCheckConfig {
  return {
    formTokenSecret: text(env, 'FORM_TOKEN_SECRET'),
    minFillSeconds: integer(env, 'FORM_MIN_FILL_SECONDS'),
    maxAgeSeconds: integer(env, 'FORM_TOKEN_MAX_AGE_SECONDS'),
    turnstileSecretKey: text(env, 'TURNSTILE_SECRET_KEY'),
    turnstileVerifyUrl: text(env, 'TURNSTILE_VERIFY_URL') ?? TURNSTILE_VERIFY_URL,
  };
}
