// The optional marketing consent (/gdpr section 2) is its own checkbox: unticked by default, never
// required, stored with the lead as marketing_consent; a failed submit keeps it, closing resets it.
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { plainly } from '../../test/plain.ts';
import { deferred, fakeDeps } from './testing/fakeDeps.ts';
import { fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

const storedMarketing = (deps: ReturnType<typeof fakeDeps>['deps']) =>
  deps.insert.mock.calls.map(([row]) => row.marketing_consent);

describe('the marketing checkbox', () => {
  test('is a separate, optional, unticked box with its own label and link', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    const box = screen.getByRole('checkbox', {
      name: plainly(
        'Súhlasím aj s marketingovými hovormi a SMS o novinkách a ponukách (nepovinné).',
      ),
    });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    expect(field.consent()).toBeRequired();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    const link = screen.getByRole('link', { name: /marketingový súhlas/ });
    expect(link).toHaveAttribute('href', '/gdpr#gdpr-2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('label')).toBeNull();
  });

  test('a tap on its sentence ticks it and leaves the required consent alone', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await user.click(screen.getByText(/marketingovými hovormi/));
    expect(field.marketing()).toBeChecked();
    expect(field.consent()).not.toBeChecked();
    await user.click(screen.getByText(/marketingovými hovormi/));
    expect(field.marketing()).not.toBeChecked();
  });

  test('cannot replace the required consent: a submit is refused and marks the required one', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate', consent: false, marketing: true });
    await user.click(field.submit());
    await vi.waitFor(() => expect(field.consent()).toHaveFocus());
    expect(field.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(deps.insert).not.toHaveBeenCalled();
  });

  test.each([
    ['left unticked', false],
    ['ticked', true],
  ])('%s -> the lead is stored with marketing_consent %s', async (_title, marketing) => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate', marketing });
    await user.click(field.submit());
    await screen.findByRole('status');
    expect(storedMarketing(deps)).toEqual([marketing]);
  });

  test('is disabled while submitting', async () => {
    const held = deferred<{ error: null }>();
    const { deps } = fakeDeps({ insert: () => held.promise });
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate', marketing: true });
    await user.click(field.submit());
    expect(field.marketing()).toBeDisabled();
    held.resolve({ error: null });
    await screen.findByRole('status');
  });

  test('a failed submit keeps it ticked; the retry stores it', async () => {
    const { deps } = fakeDeps();
    deps.insert.mockResolvedValueOnce({ error: { message: 'down' } });
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate', marketing: true });
    await user.click(field.submit());
    await screen.findByRole('alert');
    expect(field.marketing()).toBeChecked();
    await user.click(field.submit());
    await screen.findByRole('status');
    expect(storedMarketing(deps)).toEqual([true, true]);
  });

  test('closing the modal resets it', async () => {
    const { deps } = fakeDeps();
    const { user, setOpen } = renderModal({ deps });
    await user.click(field.marketing());
    expect(field.marketing()).toBeChecked();
    setOpen(false);
    setOpen(true);
    expect(field.marketing()).not.toBeChecked();
  });
});
