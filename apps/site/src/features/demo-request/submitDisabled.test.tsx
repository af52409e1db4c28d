import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { plainly } from '../../test/plain.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { type Fill, fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

// The submit button never looks or acts disabled while it can be pressed: with something missing
// it says what (its accessible description, shown next to it) and a press marks every field.
const complete: [title: string, fill: Fill][] = [
  ['scheduled, everything filled', {}],
  [
    'immediate, everything filled (no date/time needed)',
    { callType: 'immediate', day: '', time: '' },
  ],
  ['"iné služby" with free text', { industry: 'iné služby', otherIndustry: 'Autoservis' }],
];

/** Each case: what the button then says is missing ("Na odoslanie ešte chýba: <missing>."). */
const incomplete: [title: string, missing: string, fill: Fill][] = [
  ['name missing', 'meno', { name: '' }],
  ['name only spaces', 'meno', { name: '   ' }],
  ['email missing', 'e-mail', { email: '' }],
  ['email only spaces', 'e-mail', { email: '   ' }],
  ['phone missing', 'telefónne číslo', { phone: '' }],
  ['industry not chosen', 'odvetvie', { industry: '' }],
  ['"iné služby" without free text', 'vaše odvetvie', { industry: 'iné služby' }],
  [
    '"iné služby" with spaces only',
    'vaše odvetvie',
    { industry: 'iné služby', otherIndustry: '   ' },
  ],
  ['GDPR consent not ticked', 'súhlas so spracúvaním údajov', { consent: false }],
  ['scheduled without date (so without time)', 'dátum hovoru a čas hovoru', { day: '', time: '' }],
  ['scheduled with date but without time', 'čas hovoru', { time: '' }],
  [
    'immediate with consent missing',
    'súhlas so spracúvaním údajov',
    { callType: 'immediate', consent: false },
  ],
];

async function renderFilled(fill: Fill) {
  const { deps } = fakeDeps();
  const { user } = renderModal({ deps });
  await fillForm(user, fill);
  // never disabled, so a press can mark what is missing
  expect(field.submit()).toBeEnabled();
  expect(field.submit()).not.toHaveAttribute('aria-disabled');
}

describe('submit button', () => {
  test.each(complete)('%s -> complete: nothing said next to it', async (_title, fill) => {
    await renderFilled(fill);
    expect(field.submit()).not.toHaveAttribute('aria-describedby');
  });

  test.each(incomplete)(
    '%s -> says "Na odoslanie ešte chýba: %s."',
    async (_title, missing, fill) => {
      await renderFilled(fill);
      expect(field.submit()).toHaveAccessibleDescription(
        plainly(`Na odoslanie ešte chýba: ${missing}.`),
      );
    },
  );

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
