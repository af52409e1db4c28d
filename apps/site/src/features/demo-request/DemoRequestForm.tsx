import {
  DEMO_MESSAGES,
  type DemoRequiredField,
  missingDemoFields,
} from '@hlasovy-asistent/validation';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { copy } from '../../copy/demoForm.ts';
import { KeepCompounds } from '../../lib/KeepCompounds.tsx';
import { typeset } from '../../lib/typography.ts';
import { HoneypotField } from './bot-check/HoneypotField.tsx';
import { TurnstileWidget } from './bot-check/TurnstileWidget.tsx';
import { useBotCheck } from './bot-check/useBotCheck.ts';
import { CallTypeTabs } from './CallTypeTabs.tsx';
import { ConsentRow } from './fields/ConsentRow.tsx';
import { ContactFields, GdprConsentRow } from './fields/ContactFields.tsx';
import { focusFirstInvalid } from './fields/focusFirstInvalid.ts';
import { ScheduleFields } from './ScheduleFields.tsx';
import type { useDemoRequestForm } from './useDemoRequestForm.ts';

export interface DemoRequestFormProps {
  form: ReturnType<typeof useDemoRequestForm>;
  now: () => number;
  /** Bot friction: the form token source and the Turnstile site key (when configured). */
  botCheck?: { formToken?: () => Promise<string | undefined>; turnstileSiteKey?: string };
}

/** The demo-request form: call-type tabs, contact fields, schedule, consent, submit. */
export function DemoRequestForm({ form, now, botCheck }: DemoRequestFormProps) {
  const id = useId();
  const bots = useBotCheck(botCheck?.formToken);
  const { values, setField, fieldErrors, focusRequest } = form;
  const submitting = form.status === 'submitting';
  const scheduled = values.callType === 'scheduled';
  const errorOf = (field: 'schedule') => fieldErrors.find((e) => e.field === field)?.message;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(bots.collect(event.currentTarget));
  };
  const missing = missingDemoFields(values);
  const blocked = !submitting && missing.length > 0;
  // After a refused submit every required field still empty is marked with its message.
  const isMissing = (field: DemoRequiredField) => form.missingShown && missing.includes(field);
  const scheduleError =
    errorOf('schedule') ??
    (isMissing('scheduledDate') || isMissing('scheduledTime')
      ? DEMO_MESSAGES.missingSchedule
      : undefined);
  const summary = blocked
    ? copy.missing(missing)
    : fieldErrors.length > 0 && !submitting
      ? copy.fixMarked
      : null;
  const summaryIsError = summary !== null && (fieldErrors.length > 0 || form.missingShown);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused submit moves focus to the first invalid or missing control, its field scrolled into
  // view: its name, its invalid state and the message (aria-describedby) are read out together. A
  // blur check never moves it.
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  return (
    <div className="[color-scheme:dark]">
      <CallTypeTabs
        value={values.callType}
        onChange={(callType) => setField('callType', callType)}
        panelId={`${id}-panel`}
        idPrefix={`${id}-tab`}
        disabled={submitting}
      />
      {/* The tab panel is a wrapper: a <form> may not take the tabpanel role (axe aria-allowed-role). */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${values.callType}`}>
        <form
          ref={formRef}
          aria-busy={submitting}
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
        >
          <p className="text-sm text-slate-300">
            {scheduled ? copy.scheduledHint : copy.immediateHint}
          </p>
          <ContactFields form={form} paired autoFocus />
          {scheduled ? (
            <ScheduleFields
              date={values.scheduledDate}
              time={values.scheduledTime}
              onDateChange={(v) => setField('scheduledDate', v)}
              onTimeChange={(v) => setField('scheduledTime', v)}
              now={now}
              disabled={submitting}
              error={scheduleError}
              errorId={`${id}-schedule-error`}
            />
          ) : null}
          <GdprConsentRow form={form} testId="consent-row" />
          {/* Separate and optional (not bundled): unticked until the visitor ticks it. */}
          <ConsentRow
            name="marketingConsent"
            label={copy.marketingLabel}
            href="/gdpr#gdpr-2"
            linkText={copy.marketingLink}
            checked={values.marketingConsent}
            onChange={(v) => setField('marketingConsent', v)}
            disabled={submitting}
            testId="marketing-row"
          />
          <HoneypotField />
          {botCheck?.turnstileSiteKey ? (
            <TurnstileWidget siteKey={botCheck.turnstileSiteKey} onToken={bots.onTurnstileToken} />
          ) : null}
          {form.formError ? (
            <p
              role="alert"
              className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-200"
            >
              {typeset(form.formError)}
            </p>
          ) : null}
          {/* The summary and the button stay together at the bottom of the dialog's screen, so
              the visitor sees what is missing where they press; pinned only on screens tall
              enough for it (index.css: not at 400 % zoom, where it would cover the field). */}
          <div className="demo-submit-bar z-10 -mx-6 -mb-6 grid gap-2 border-t border-white/10 bg-slate-900 px-6 pt-3 pb-6 sm:-mx-8 sm:-mb-8 sm:rounded-b-3xl sm:px-8 sm:pb-8">
            {summary ? (
              <p
                id={`${id}-missing`}
                data-testid="submit-missing"
                className={`text-center text-sm ${summaryIsError ? 'font-medium text-rose-300' : 'text-slate-300'}`}
              >
                <KeepCompounds text={summary} />
              </p>
            ) : null}
            <button
              type="submit"
              // Never disabled-looking while it can be pressed: a press with something missing
              // marks every field and names what is missing (its description).
              disabled={submitting}
              aria-describedby={summary ? `${id}-missing` : undefined}
              className="w-full rounded-full bg-sky-400 px-6 py-3.5 text-base font-semibold text-slate-950 shadow-lg shadow-sky-500/20 transition hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-not-allowed disabled:bg-slate-600 disabled:text-slate-300 disabled:shadow-none"
            >
              {submitting
                ? copy.submitting
                : scheduled
                  ? copy.submitScheduled
                  : copy.submitImmediate}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
