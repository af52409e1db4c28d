import {
  type CallType,
  canSubmitDemoForm,
  DEMO_MESSAGES,
  type DemoFormError,
  type DemoFormValues,
  demoFieldError,
  demoFormErrors,
  emptyDemoForm,
} from '@hlasovy-asistent/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copy } from '../../copy/demoForm.ts';
import type { BookingRefusal } from './bookingRefusal.ts';
import type { CollectBotCheck } from './bot-check/useBotCheck.ts';
import {
  errorFieldOf,
  looksSuspicious,
  sanitizeAsTyped,
  type TextFieldName,
} from './sanitizeAsTyped.ts';
import {
  DEMO_FORM_SOURCE,
  type SlotBooking,
  type SubmitDeps,
  submitDemoRequest,
} from './submitDemoRequest.ts';
import type { DemoCallOutcome } from './successText.ts';

export interface DemoRequestDeps extends SubmitDeps {
  /** Request id generator (crypto.randomUUID): one id per form fill, reused on retries. */
  uuid(): string;
  /** The signed form token (demo-form-token), requested when the form opens. */
  formToken?: () => Promise<string | undefined>;
  /** Cloudflare Turnstile site key; empty or unset = no widget. */
  turnstileSiteKey?: string;
}

type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface DemoRequestFormState {
  values: DemoFormValues;
  status: FormStatus;
  /** The first of `fieldErrors` (kept for callers that show one). */
  fieldError: DemoFormError | null;
  /** Every invalid field, reported together (submit, or the field's blur). */
  fieldErrors: readonly DemoFormError[];
  /** Bumped by each refused submit: the form then moves focus to the first invalid control. */
  focusRequest: number;
  /**
   * A submit was refused for missing choices: from then on every required field still empty is
   * marked (aria-invalid, its message next to it) until it is filled.
   */
  missingShown: boolean;
  formError: string | null;
  /** Call type of the request that just succeeded (drives the success text and auto-close). */
  sentCallType: CallType | null;
  /** What the server said about the call of that request (the success text's promise). */
  sentOutcome: DemoCallOutcome | null;
  /** The date and time of the scheduled request that just succeeded (the success text names them). */
  sentSchedule: { date: string; time: string } | null;
  /** Why the server did not book the voice call's slot (`booking` option); null otherwise. */
  bookingRefusal: BookingRefusal | null;
}

/** What a form other than the modal's (the booking card of a voice call) starts with and sends. */
export interface DemoFormOptions {
  /** The values the form starts with (the rest: a blank scheduled form). */
  initialValues?: Partial<DemoFormValues>;
  /** Books the values' slot in this voice call (read at submit, so it may change). */
  booking?: SlotBooking;
}

const initialState = (initialValues?: Partial<DemoFormValues>): DemoRequestFormState => ({
  values: { ...emptyDemoForm('scheduled'), ...initialValues },
  status: 'idle',
  fieldError: null,
  fieldErrors: [],
  focusRequest: 0,
  missingShown: false,
  formError: null,
  sentCallType: null,
  sentOutcome: null,
  sentSchedule: null,
  bookingRefusal: null,
});

/** The stored row's fields: a request id is reused only for the same row (the server matches them). */
const rowKey = (v: DemoFormValues) =>
  JSON.stringify([v.name, v.email, v.phone, v.industry, v.otherIndustry, v.marketingConsent]);

/** The form's state machine: idle -> submitting -> success | error (error -> submitting again). */
export function useDemoRequestForm(deps: DemoRequestDeps, options: DemoFormOptions = {}) {
  const [state, setState] = useState(() => initialState(options.initialValues));
  const latest = useRef(state);
  latest.current = state;
  const booking = useRef(options.booking);
  booking.current = options.booking;
  const inFlight = useRef(false);
  const requestId = useRef<{ id: string; row: string } | null>(null);

  // the dialling check (and its parser chunk) loads while the visitor fills the form
  useEffect(() => {
    deps.dialCheck?.().catch(() => {});
  }, [deps]);

  const setField = useCallback(
    <K extends keyof DemoFormValues>(field: K, raw: DemoFormValues[K]) => {
      const value =
        typeof raw === 'string' && isTextField(field) ? sanitizeAsTyped(field, raw) : raw;
      if (typeof raw === 'string' && typeof value === 'string' && looksSuspicious(raw, value)) {
        deps.securityLog.log('suspicious_activity', DEMO_FORM_SOURCE, { field });
      }
      setState((prev) => {
        if (prev.status === 'submitting') return prev;
        const fieldErrors = prev.fieldErrors.filter((e) => e.field !== errorFieldOf(field));
        return {
          ...prev,
          values: { ...prev.values, [field]: value },
          ...withErrors(fieldErrors),
        };
      });
    },
    [deps],
  );

  /** A field lost focus: its own check (a filled e-mail or phone only), without moving focus. */
  const validateField = useCallback(
    async (field: 'email' | 'phone') => {
      const values = latest.current.values;
      if (values[field].trim() === '' || latest.current.status === 'submitting') return;
      const dialCheck = await deps.dialCheck?.().catch(() => undefined);
      const error = demoFieldError(field, latest.current.values, dialCheck);
      setState((prev) => {
        const others = prev.fieldErrors.filter((e) => e.field !== field);
        return { ...prev, ...withErrors(error ? inFormOrder([...others, error]) : others) };
      });
    },
    [deps],
  );

  const submit = useCallback(
    async (botCheck?: CollectBotCheck) => {
      if (inFlight.current || latest.current.status === 'submitting') return;
      const values = latest.current.values;
      if (!canSubmitDemoForm(values)) {
        // Refused before sending: every filled field that is wrong and every missing one is
        // marked now (the missing ones also named next to the button); focus goes to the first.
        const dialCheck = await deps.dialCheck?.().catch(() => undefined);
        const filledErrors = demoFormErrors(values, dialCheck).filter((e) =>
          e.field === 'schedule' ? values.scheduledDate !== '' : values[e.field].trim() !== '',
        );
        setState((prev) => ({
          ...prev,
          ...withErrors(filledErrors),
          missingShown: true,
          focusRequest: prev.focusRequest + 1,
        }));
        return;
      }
      inFlight.current = true;
      // One id per form fill, reused on retries of the same row (a corrected one is a new request).
      const row = rowKey(values);
      if (requestId.current?.row !== row) requestId.current = { id: deps.uuid(), row };
      setState((prev) => ({
        ...prev,
        status: 'submitting',
        ...withErrors([]),
        formError: null,
        bookingRefusal: null,
      }));
      try {
        const result = await submitDemoRequest(
          values,
          requestId.current.id,
          deps,
          botCheck,
          booking.current,
        );
        if (result.ok) {
          requestId.current = null;
          setState({
            ...initialState(),
            status: 'success',
            sentCallType: result.callType,
            sentOutcome: result.outcome,
            sentSchedule:
              result.callType === 'scheduled'
                ? { date: values.scheduledDate, time: values.scheduledTime }
                : null,
          });
        } else if (result.code === 'booking_refused') {
          // The slot was not booked: everything typed stays; a refused number is the phone's error.
          const { refusal } = result;
          setState((prev) => ({
            ...prev,
            status: 'error',
            bookingRefusal: refusal,
            formError: refusal.fieldError ? null : refusal.message,
            ...withErrors(refusal.fieldError ? [refusal.fieldError] : []),
            focusRequest: refusal.fieldError ? prev.focusRequest + 1 : prev.focusRequest,
          }));
        } else if (result.code === 'invalid_input') {
          // A schedule error means the chosen slot is gone: clear it with the message shown.
          const clearSlot = result.errors.some((e) => e.field === 'schedule');
          setState((prev) => ({
            ...prev,
            status: 'idle',
            ...withErrors(result.errors),
            focusRequest: prev.focusRequest + 1,
            values: clearSlot ? { ...prev.values, scheduledTime: '' } : prev.values,
          }));
        } else {
          const message = result.code === 'limited' ? copy.rateLimited : DEMO_MESSAGES.submitFailed;
          setState((prev) => ({ ...prev, status: 'error', formError: message }));
        }
      } catch (error) {
        deps.logger.warn('demo request submit threw', error);
        setState((prev) => ({ ...prev, status: 'error', formError: DEMO_MESSAGES.submitFailed }));
      } finally {
        inFlight.current = false;
      }
    },
    [deps],
  );

  return { ...state, setField, validateField, submit };
}

const FORM_ORDER: readonly DemoFormError['field'][] = ['email', 'phone', 'schedule'];

function inFormOrder(errors: DemoFormError[]): DemoFormError[] {
  return errors.sort((a, b) => FORM_ORDER.indexOf(a.field) - FORM_ORDER.indexOf(b.field));
}

function withErrors(errors: readonly DemoFormError[]) {
  return { fieldErrors: errors, fieldError: errors[0] ?? null };
}

function isTextField(field: keyof DemoFormValues): field is TextFieldName {
  return field === 'name' || field === 'email' || field === 'phone' || field === 'otherIndustry';
}
