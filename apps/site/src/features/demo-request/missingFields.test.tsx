import { DEMO_MESSAGES } from '@hlasovy-asistent/validation';
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { copy } from '../../copy/demoForm.ts';
import { plain, plainly } from '../../test/plain.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

/** The text of the elements that describe a control (its hint and message), spaces plain. */
function described(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return plain(ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
}

describe('a submit with required fields missing marks every one of them at once', () => {
  test('empty form: every required field invalid with its Slovak message, focus on the first', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await user.click(field.submit());
    await vi.waitFor(() => expect(field.name()).toHaveFocus());

    const expected: [HTMLElement, string][] = [
      [field.name(), copy.required.name],
      [field.email(), copy.required.email],
      [field.phone(), copy.required.phone],
      [field.industry(), copy.required.industry],
      [field.date(), DEMO_MESSAGES.missingSchedule],
      [field.time(), DEMO_MESSAGES.missingSchedule],
      [field.consent(), copy.required.gdprConsent],
    ];
    for (const [control, message] of expected) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(described(control)).toContain(plain(message));
    }
    expect(field.marketing()).not.toHaveAttribute('aria-invalid'); // optional
    expect(field.name()).toHaveFocus();
    expect(field.submit()).toHaveAccessibleDescription(
      plainly('Vyplňte všetky polia a potvrďte súhlas.'),
    );
    expect(screen.getByTestId('submit-missing')).toHaveClass('text-rose-300');
    expect(deps.insert).not.toHaveBeenCalled();
  });

  test('partly filled: only the missing ones are marked, focus on the first of them; filling one clears it', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { phone: '', consent: false });
    await user.click(field.submit());
    await vi.waitFor(() => expect(field.phone()).toHaveFocus());

    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    expect(field.industry()).not.toHaveAttribute('aria-invalid');
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(field.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(plain(screen.getByTestId('submit-missing').textContent)).toBe(
      'Na odoslanie ešte chýba: telefónne číslo a súhlas so spracúvaním údajov.',
    );

    await user.type(field.phone(), '0905 123 456');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(copy.required.phone)).toBeNull();
    expect(field.consent()).toHaveAttribute('aria-invalid', 'true');
  });

  test('"iné služby" without its text: the free-text field is marked', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { industry: 'iné služby' });
    await user.click(field.submit());
    await vi.waitFor(() => expect(field.otherIndustry()).toHaveFocus());
    expect(field.otherIndustry()).toHaveAttribute('aria-invalid', 'true');
    expect(described(field.otherIndustry())).toBe(plain(copy.required.otherIndustry));
  });

  test('nothing is marked before the first submit', async () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.getByTestId('submit-missing')).not.toHaveClass('text-rose-300');
  });
});
