import {
  type CallType,
  canSubmitDemoForm,
  DEMO_MESSAGES,
  type DemoFormError,
  type DemoFormValues,
  emptyDemoForm,
} from '@repo/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CollectBotCheck } from './bot-check/useBotCheck.ts';
import { copy } from './copy.ts';
import {
  errorFieldOf,
  looksSuspicious,
  sanitizeAsTyped,
  type TextFieldName,
} from './sanitizeAsTyped.ts';
import type { DemoCallOutcome } from './successText.ts';
import { DEMO_FORM_SOURCE, type SubmitDeps, submitDemoRequest } from './submitDemoRequest.ts';

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
  fieldError: DemoFormError | null;
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
        const cleared = prev.fieldError && prev.fieldError.field === errorFieldOf(field);
        return {
          ...prev,
          values: { ...prev.values, [field]: value },
          fieldError: cleared ? null : prev.fieldError,
        };
      });
    },
    [deps],
  );

  const submit = useCallback(
    async (botCheck?: CollectBotCheck) => {
      if (inFlight.current || latest.current.status === 'submitting') return;
      const values = latest.current.values;
      if (!canSubmitDemoForm(values)) return;
      inFlight.current = true;
      requestId.current ??= deps.uuid();
      setState((prev) => ({ ...prev, status: 'submitting', fieldError: null, formError: null }));
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
          const clearSlot = result.error.field === 'schedule';
          setState((prev) => ({
            ...prev,
            status: 'idle',
            fieldError: result.error,
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

  return { ...state, setField, submit };
}

function isTextField(field: keyof DemoFormValues): field is TextFieldName {
  return field === 'name' || field === 'email' || field === 'phone' || field === 'otherIndustry';
}
