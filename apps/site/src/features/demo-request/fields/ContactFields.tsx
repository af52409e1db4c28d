import {
  type DemoRequiredField,
  missingDemoFields,
  OTHER_INDUSTRY,
} from '@hlasovy-asistent/validation';
import { copy } from '../../../copy/demoForm.ts';
import { typeset } from '../../../lib/typography.ts';
import { siteDialMessages } from '../dialPolicy.ts';
import type { useDemoRequestForm } from '../useDemoRequestForm.ts';
import { ConsentRow } from './ConsentRow.tsx';
import { IndustrySelect } from './IndustrySelect.tsx';
import { TextField } from './TextField.tsx';

export interface ContactFieldsProps {
  /** The demo form's state machine: its values, checks and refused submits. */
  form: ReturnType<typeof useDemoRequestForm>;
  /** The e-mail and the phone side by side on a wide screen (the modal form). */
  paired?: boolean;
  /** The name takes the focus when the fields appear (the modal form). */
  autoFocus?: boolean;
  /** The phone before the e-mail (the booking card: the number the demo call rings). */
  phoneFirst?: boolean;
}

/** Under the phone field: the callable countries (the configured allow-list). */
const phoneHint = typeset(siteDialMessages.hint);

/**
 * The visitor's contact fields, as the demo form and the booking card both ask them: name,
 * e-mail, phone, industry (and the other industry's name). A field's own check runs when it
 * loses focus; after a refused submit every required one still empty is marked with its message.
 */
export function ContactFields({
  form,
  paired = false,
  autoFocus = false,
  phoneFirst = false,
}: ContactFieldsProps) {
  const { values, setField, fieldErrors } = form;
  const submitting = form.status === 'submitting';
  const missing = missingDemoFields(values);
  const required = (field: DemoRequiredField & keyof typeof copy.required) =>
    form.missingShown && missing.includes(field) ? copy.required[field] : undefined;
  /** The e-mail or the phone: its own keyboard and autofill, checked when it loses focus. */
  const checkedField = (field: 'email' | 'phone', kind: 'email' | 'tel', hint?: string) => (
    <TextField
      name={field}
      type={kind}
      label={copy[field]}
      value={values[field]}
      onChange={(v) => setField(field, v)}
      autoComplete={kind}
      inputMode={kind}
      placeholder={copy[`${field}Placeholder`]}
      hint={hint}
      onBlur={() => void form.validateField(field)}
      error={fieldErrors.find((e) => e.field === field)?.message ?? required(field)}
      disabled={submitting}
    />
  );
  const email = checkedField('email', 'email');
  const phone = checkedField('phone', 'tel', phoneHint);
  const emailAndPhone = phoneFirst ? (
    <>
      {phone}
      {email}
    </>
  ) : (
    <>
      {email}
      {phone}
    </>
  );
  return (
    <>
      <TextField
        name="name"
        label={copy.name}
        value={values.name}
        onChange={(v) => setField('name', v)}
        autoComplete="name"
        placeholder={copy.namePlaceholder}
        error={required('name')}
        disabled={submitting}
        autoFocus={autoFocus}
      />
      {paired ? <div className="grid gap-4 sm:grid-cols-2">{emailAndPhone}</div> : emailAndPhone}
      <IndustrySelect
        value={values.industry}
        onChange={(v) => setField('industry', v)}
        error={required('industry')}
        disabled={submitting}
      />
      {values.industry === OTHER_INDUSTRY ? (
        <TextField
          name="otherIndustry"
          label={copy.otherIndustry}
          value={values.otherIndustry}
          onChange={(v) => setField('otherIndustry', v)}
          placeholder={copy.otherIndustryPlaceholder}
          error={required('otherIndustry')}
          disabled={submitting}
        />
      ) : null}
    </>
  );
}

/**
 * The required consent to be called and to have the data processed (the link to /gdpr), marked
 * as the contact fields are after a refused submit.
 */
export function GdprConsentRow({
  form,
  testId,
}: {
  form: ContactFieldsProps['form'];
  testId: string;
}) {
  const checked = form.values.gdprConsent;
  return (
    <ConsentRow
      name="gdprConsent"
      label={copy.consentLabel}
      href="/gdpr"
      linkText={copy.consentLink}
      checked={checked}
      onChange={(v) => form.setField('gdprConsent', v)}
      required
      error={form.missingShown && !checked ? copy.required.gdprConsent : undefined}
      disabled={form.status === 'submitting'}
      testId={testId}
    />
  );
}
