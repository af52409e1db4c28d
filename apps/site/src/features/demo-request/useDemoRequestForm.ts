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
import type { CollectBotCheck } from './bot-check/useBotCheck.ts';
import { copy } from './copy.ts';
import {
  errorFieldOf,
  looksSuspicious,
  sanitizeAsTyped,
  type TextFieldName,
} from './sanitizeAsTyped.ts';
import { DEMO_FORM_SOURCE, type SubmitDeps, submitDemoRequest } from './submitDemoRequest.ts';
import type { DemoCallOutcome } from './successText.ts';

export interface DemoRequestDeps extends SubmitDeps {
  /** Request id generator (crypto.randomUUID): one id per form fill, reused on retries. */
  uuid(): string;
  /** The signed form token (demo-form-token), requested when the form opens. */
  formToken?: () => Promise<string | undefined>;
  /** Cloudflare Turnstile site key; empty or unset = no widget. */
  turnstileSiteKey?: string;
}

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

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
}

const initialState = (): DemoRequestFormState => ({
  values: emptyDemoForm('scheduled'),
  status: 'idle',
  fieldError: null,
  fieldErrors: [],
  focusRequest: 0,
  missingShown: false,
  formError: null,
  sentCallType: null,
  sentOutcome: null,
});

/** The form's state machine: idle -> submitting -> success | error (error -> submitting again). */
export function useDemoRequestForm(deps: DemoRequestDeps) {
  const [state, setState] = useState(initialState);
  const latest = useRef(state);
  latest.current = state;
  const inFlight = useRef(false);
  const requestId = useRef<string | null>(null);

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
      requestId.current ??= deps.uuid();
      setState((prev) => ({ ...prev, status: 'submitting', ...withErrors([]), formError: null }));
      try {
        const result = await submitDemoRequest(values, requestId.current, deps, botCheck);
        if (result.ok) {
          requestId.current = null;
          setState({
            ...initialState(),
            status: 'success',
            sentCallType: result.callType,
            sentOutcome: result.outcome,
          });
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
          const message =
            result.code === 'rate_limited' ? copy.rateLimited : DEMO_MESSAGES.submitFailed;
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
