import {
  type BookingConsentSource,
  type BotCheck,
  bookableSlots,
  buildConsentRecord,
  buildDemoNotification,
  buildDemoRequestRow,
  type ConsentRecord,
  DEMO_MESSAGES,
  type DemoFormError,
  type DemoFormValues,
  type DemoNotification,
  type DemoRequestAnswer,
  type DemoRequestRow,
  type DialCheck,
  demoFormErrors,
  type Logger,
  RATE_LIMIT_KEYS,
  type RateLimiter,
  type SecurityLogger,
} from '@hlasovy-asistent/validation';
import type { ContactContentName } from '../ad-pixel/index.ts';
import type { Funnel } from '../funnel/index.ts';
import { type BookingRefusal, bookingRefusal } from './bookingRefusal.ts';
import { type DemoCallOutcome, demoCallOutcome } from './successText.ts';

/** What a backend call reports: `null` on success, else a PostgREST/function error. */
interface BackendError {
  code?: string;
  message: string;
}

/** The demo_requests row with its proof of consent (the server adds consent_given_at). */
type DemoRequestInsert = DemoRequestRow & ConsentRecord;

export interface SubmitDeps {
  /** Inserts one row into demo_requests (no `.select()`: anon may only insert). */
  insert(row: DemoRequestInsert): Promise<{ error: BackendError | null }>;
  /** Calls the handle-demo-request function: its answer, or a rejection (a FunctionError). */
  invoke(body: DemoNotification): Promise<DemoRequestAnswer>;
  trackContact(contentName: ContactContentName): void;
  rateLimiter: Pick<RateLimiter, 'attempt'>;
  securityLog: Pick<SecurityLogger, 'log'>;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Clock (ms since epoch) deciding which slots are still bookable. */
  now(): number;
  /**
   * The browser's dialling check (countries), loaded on demand; without it the phone format check
   * only.
   */
  dialCheck?: () => Promise<DialCheck>;
  /** Version of the /gdpr text this build shows (config.consentTextVersion). */
  consentTextVersion: string;
  /** Counts a stored request in the funnel (features/funnel): a booking or the demo form. */
  funnel?: Pick<Funnel, 'demoSent'>;
}

/**
 * A slot the assistant offered in a voice call or a written conversation (the slot is the
 * values' scheduled date and time): the request books it, and a refusal of the server is the
 * submit's result, not a success.
 */
export interface SlotBooking {
  /** The id the slot was offered under: the call's, or the chat answer's `bookingId`. */
  bookingId: string;
  /** Where the card's consent was given: `voice-booking` or `chat-booking`. */
  consentSource: BookingConsentSource;
}

export type SubmitResult =
  | { ok: true; callType: DemoFormValues['callType']; outcome: DemoCallOutcome }
  | { ok: false; code: 'invalid_input'; error: DemoFormError; errors: DemoFormError[] }
  | { ok: false; code: 'limited'; retryAfterMs: number }
  | { ok: false; code: 'insert_failed'; cause: unknown }
  | { ok: false; code: 'booking_refused'; refusal: BookingRefusal };

export const DEMO_FORM_SOURCE = 'demo_request';
/** Postgres unique_violation: our request id is already stored, so an earlier try succeeded. */
const UNIQUE_VIOLATION = '23505';
/** The database's per-address insert limit (PostgREST 429). */
const INSERT_RATE_LIMITED = 'demo_insert_rate_limited';

const CONTACT_NAMES = {
  immediate: 'Immediate Call Request',
  scheduled: 'Scheduled Call Request',
} as const satisfies Record<DemoFormValues['callType'], ContactContentName>;

/**
 * The demo-request pipeline: validate -> rate limit -> insert (idempotent by request id) ->
 * notify (warning only on failure) -> ad-pixel Contact -> security log.
 */
export async function submitDemoRequest(
  values: DemoFormValues,
  requestId: string,
  deps: SubmitDeps,
  botCheck?: () => Promise<BotCheck>,
  booking?: SlotBooking,
): Promise<SubmitResult> {
  const input = forCallType(values);
  // a check that failed to load leaves the decision to the server
  const dialCheck = await deps.dialCheck?.().catch(() => undefined);
  const errors = demoFormErrors(input, dialCheck);
  const slotGone = errors.length === 0 ? checkSlotStillBookable(input, deps.now()) : null;
  if (slotGone) errors.push(slotGone);
  const [invalid] = errors;
  if (invalid) {
    deps.securityLog.log('invalid_input', DEMO_FORM_SOURCE, { field: invalid.field });
    return { ok: false, code: 'invalid_input', error: invalid, errors };
  }
  const limit = deps.rateLimiter.attempt(RATE_LIMIT_KEYS.demoRequest);
  if (!limit.allowed) {
    deps.securityLog.log('rate_limit_violation', DEMO_FORM_SOURCE, {
      key: RATE_LIMIT_KEYS.demoRequest,
      retryAfterMs: limit.retryAfterMs,
    });
    return { ok: false, code: 'limited', retryAfterMs: limit.retryAfterMs };
  }
  try {
    // The same consent text and proof; the record names where it was given (the form's tab, or
    // the booking card of a call or of a written conversation).
    const consent = buildConsentRecord(input, deps.consentTextVersion, booking?.consentSource);
    const { error } = await deps.insert({ ...buildDemoRequestRow(input, requestId), ...consent });
    if (error?.code === INSERT_RATE_LIMITED) {
      return { ok: false, code: 'limited', retryAfterMs: 0 };
    }
    if (error && error.code !== UNIQUE_VIOLATION) {
      return { ok: false, code: 'insert_failed', cause: error };
    }
  } catch (cause) {
    return { ok: false, code: 'insert_failed', cause };
  }
  const notified = await notify(input, requestId, deps, botCheck, booking);
  if (typeof notified !== 'string')
    return { ok: false, code: 'booking_refused', refusal: notified };
  const outcome = notified;
  deps.trackContact(CONTACT_NAMES[values.callType]);
  deps.funnel?.demoSent({ callType: values.callType, bookingId: booking?.bookingId });
  deps.logger.info('[security] demo request submitted', {
    source: DEMO_FORM_SOURCE,
    requestId,
    callType: values.callType,
  });
  return { ok: true, callType: values.callType, outcome };
}

async function notify(
  values: DemoFormValues,
  requestId: string,
  deps: SubmitDeps,
  botCheck: (() => Promise<BotCheck>) | undefined,
  booking: SlotBooking | undefined,
): Promise<DemoCallOutcome | BookingRefusal> {
  try {
    const checks = botCheck ? await botCheck() : {};
    const body = buildDemoNotification(values, requestId, checks, booking?.bookingId);
    return demoCallOutcome(await deps.invoke(body));
  } catch (error) {
    deps.logger.warn('handle-demo-request failed', error);
    // A lead is stored either way; a booking is not, so its refusal is shown.
    return booking ? bookingRefusal(error) : 'not-confirmed';
  }
}

/** An immediate call carries no schedule, whatever the scheduled tab held before. */
function forCallType(values: DemoFormValues): DemoFormValues {
  return values.callType === 'immediate'
    ? { ...values, scheduledDate: '', scheduledTime: '' }
    : values;
}

/** The chosen slot may have slipped under the 30-minute lead time while the form was open. */
function checkSlotStillBookable(values: DemoFormValues, now: number): DemoFormError | null {
  if (values.callType !== 'scheduled') return null;
  if (bookableSlots(values.scheduledDate, now).includes(values.scheduledTime)) return null;
  return { field: 'schedule', message: DEMO_MESSAGES.missingSchedule };
}
