import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { plainly } from '../../test/plain.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { type Fill, fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

// The submit button never looks or acts disabled while it can be pressed: with something missing
// it says what (its accessible description, shown next to it) and a press marks every field.
const cases: { title: string; fill: Fill; enabled: boolean; says?: string }[] = [
  { title: 'scheduled, everything filled', fill: {}, enabled: true },
  {
    title: 'immediate, everything filled (no date/time needed)',
    fill: { callType: 'immediate', day: '', time: '' },
    enabled: true,
  },
  {
    title: 'name missing',
    fill: { name: '' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: meno.',
  },
  {
    title: 'name only spaces',
    fill: { name: '   ' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: meno.',
  },
  {
    title: 'email missing',
    fill: { email: '' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: e-mail.',
  },
  {
    title: 'email only spaces',
    fill: { email: '   ' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: e-mail.',
  },
  {
    title: 'phone missing',
    fill: { phone: '' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: telefónne číslo.',
  },
  {
    title: 'industry not chosen',
    fill: { industry: '' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: odvetvie.',
  },
  {
    title: '"iné služby" without free text',
    fill: { industry: 'iné služby' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: vaše odvetvie.',
  },
  {
    title: '"iné služby" with free text',
    fill: { industry: 'iné služby', otherIndustry: 'Autoservis' },
    enabled: true,
  },
  {
    title: '"iné služby" with spaces only',
    fill: { industry: 'iné služby', otherIndustry: '   ' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: vaše odvetvie.',
  },
  {
    title: 'GDPR consent not ticked',
    fill: { consent: false },
    enabled: false,
    says: 'Na odoslanie ešte chýba: súhlas so spracúvaním údajov.',
  },
  {
    title: 'scheduled without date (so without time)',
    fill: { day: '', time: '' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: dátum hovoru a čas hovoru.',
  },
  {
    title: 'scheduled with date but without time',
    fill: { time: '' },
    enabled: false,
    says: 'Na odoslanie ešte chýba: čas hovoru.',
  },
  {
    title: 'immediate with consent missing',
    fill: { callType: 'immediate', consent: false },
    enabled: false,
    says: 'Na odoslanie ešte chýba: súhlas so spracúvaním údajov.',
  },
];

describe('submit button', () => {
  test.each(cases)('$title -> complete: $enabled', async ({ fill, enabled, says }) => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, fill);
    expect(field.submit()).toBeEnabled();
    expect(field.submit()).not.toHaveAttribute('aria-disabled');
    if (enabled) {
      expect(field.submit()).not.toHaveAttribute('aria-describedby');
    } else {
      expect(field.submit()).toHaveAccessibleDescription(plainly(says ?? ''));
    }
  });

  test('a blank form asks for everything at once', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    expect(field.submit()).toHaveAccessibleDescription(
      plainly('Vyplňte všetky polia a potvrďte súhlas.'),
    );
    expect(screen.getByText('Vyplňte všetky polia a potvrďte súhlas.')).toBeVisible();
  });

  test('reads "Naplánovať hovor" on the scheduled tab and "Zavolajte mi teraz" on the immediate one', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    expect(screen.getByRole('button', { name: 'Naplánovať hovor' })).toHaveAttribute(
      'type',
      'submit',
    );
    await user.click(screen.getByRole('tab', { name: 'Volať teraz' }));
    expect(screen.getByRole('button', { name: 'Zavolajte mi teraz' })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
