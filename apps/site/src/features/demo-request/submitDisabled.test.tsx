import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeDeps } from './testing/fakeDeps.ts';
import { type Fill, fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

// SPEC 5: submit stays disabled unless every condition holds.
const cases: { title: string; fill: Fill; enabled: boolean }[] = [
  { title: 'scheduled, everything filled', fill: {}, enabled: true },
  {
    title: 'immediate, everything filled (no date/time needed)',
    fill: { callType: 'immediate', day: '', time: '' },
    enabled: true,
  },
  { title: 'name missing', fill: { name: '' }, enabled: false },
  { title: 'name only spaces', fill: { name: '   ' }, enabled: false },
  { title: 'email missing', fill: { email: '' }, enabled: false },
  { title: 'email only spaces', fill: { email: '   ' }, enabled: false },
  { title: 'phone missing', fill: { phone: '' }, enabled: false },
  { title: 'industry not chosen', fill: { industry: '' }, enabled: false },
  { title: '"iné služby" without free text', fill: { industry: 'iné služby' }, enabled: false },
  {
    title: '"iné služby" with free text',
    fill: { industry: 'iné služby', otherIndustry: 'Autoservis' },
    enabled: true,
  },
  {
    title: '"iné služby" with spaces only',
    fill: { industry: 'iné služby', otherIndustry: '   ' },
    enabled: false,
  },
  { title: 'GDPR consent not ticked', fill: { consent: false }, enabled: false },
  {
    title: 'scheduled without date (so without time)',
    fill: { day: '', time: '' },
    enabled: false,
  },
  { title: 'scheduled with date but without time', fill: { time: '' }, enabled: false },
  {
    title: 'immediate with consent missing',
    fill: { callType: 'immediate', consent: false },
    enabled: false,
  },
];

describe('submit button', () => {
  test.each(cases)('$title -> submit enabled: $enabled', async ({ fill, enabled }) => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, fill);
    if (enabled) expect(field.submit()).toBeEnabled();
    else expect(field.submit()).toBeDisabled();
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
