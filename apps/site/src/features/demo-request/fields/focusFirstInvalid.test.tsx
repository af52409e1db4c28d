import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ConsentRow } from './ConsentRow.tsx';
import { focusFirstInvalid } from './focusFirstInvalid.ts';
import { TextField } from './TextField.tsx';

const noop = () => {};

/** Records, on the elements themselves, which one was scrolled into view and how. */
function watchScrolls(form: HTMLElement) {
  const scrolled: { element: Element; options: unknown }[] = [];
  for (const element of [form, ...form.querySelectorAll('*')]) {
    element.scrollIntoView = (options) => {
      scrolled.push({ element, options });
    };
  }
  return scrolled;
}

function Form({ emailError }: { emailError?: string }) {
  return (
    <form aria-label="formulár">
      <TextField name="name" label="Meno a priezvisko" value="Ján" onChange={noop} />
      <TextField
        name="email"
        label="E-mail"
        value="jan.novak.firma.sk"
        onChange={noop}
        hint="Pošleme naň potvrdenie."
        error={emailError}
      />
      <TextField name="phone" label="Telefónne číslo" value="" onChange={noop} />
      <ConsentRow
        name="gdprConsent"
        label="Súhlasím so spracúvaním osobných údajov"
        href="/gdpr"
        linkText="Prečítajte si znenie súhlasu"
        checked={false}
        onChange={noop}
        required
      />
    </form>
  );
}

describe('focusFirstInvalid', () => {
  test('focuses the first invalid or missing control in the order of the form', () => {
    render(<Form emailError="Neplatný formát emailu" />);
    const form = screen.getByRole('form');
    watchScrolls(form);
    // the phone is missing too, but the e-mail comes first
    expect(focusFirstInvalid(form)).toBe(screen.getByLabelText('E-mail'));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  test('scrolls the whole field into view: the label, the control, its hint and message', () => {
    render(<Form emailError="Neplatný formát emailu" />);
    const form = screen.getByRole('form');
    const focus = vi.spyOn(screen.getByLabelText('E-mail'), 'focus');
    const scrolled = watchScrolls(form);
    focusFirstInvalid(form);
    // the browser's own focus scroll would show the control alone
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrolled).toHaveLength(1);
    const field = scrolled[0]?.element as HTMLElement;
    expect(field).toContainElement(screen.getByText('E-mail'));
    expect(field).toContainElement(screen.getByLabelText('E-mail'));
    expect(field).toContainElement(screen.getByText('Pošleme naň potvrdenie.'));
    expect(field).toContainElement(screen.getByText('Neplatný formát emailu'));
    // that field and nothing larger: not the phone's
    expect(field).not.toContainElement(screen.getByLabelText('Telefónne číslo'));
    expect(scrolled[0]?.options).toEqual({ block: 'nearest', inline: 'nearest' });
  });

  test('a required field still empty: the first such one, with its label', () => {
    render(<Form />);
    const form = screen.getByRole('form');
    const scrolled = watchScrolls(form);
    expect(focusFirstInvalid(form)).toBe(screen.getByLabelText('Telefónne číslo'));
    const field = scrolled[0]?.element as HTMLElement;
    expect(field).toContainElement(screen.getByText('Telefónne číslo'));
    expect(field).not.toContainElement(screen.getByLabelText('E-mail'));
  });

  test('nothing invalid or missing: nothing is focused or scrolled', () => {
    render(
      <form aria-label="formulár">
        <TextField name="name" label="Meno a priezvisko" value="Ján" onChange={noop} />
      </form>,
    );
    const form = screen.getByRole('form');
    const scrolled = watchScrolls(form);
    expect(focusFirstInvalid(form)).toBeUndefined();
    expect(document.body).toHaveFocus();
    expect(scrolled).toEqual([]);
  });
});
