import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { copy } from '../../copy/demoForm.ts';
import { successText } from './successText.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

describe('the scheduled success names the chosen day and time', () => {
  test('successText keeps the scheduled text and adds the slot as it is said', () => {
    const tuesday = Date.parse('2026-11-24T09:00:00Z');
    expect(
      successText('scheduled', 'scheduled', { date: '2026-11-27', time: '09:00' }, tuesday),
    ).toBe(`${copy.successScheduled} ${copy.successSlot('piatok 27. novembra o 9:00')}`);
    expect(
      successText('scheduled', 'scheduled', { date: '2026-11-25', time: '14:15' }, tuesday),
    ).toBe(`${copy.successScheduled} ${copy.successSlot('zajtra o 14:15')}`);
    expect(copy.successSlot('piatok 27. novembra o 10:00')).toMatch(
      /^Zvolený termín: piatok 27\.\snovembra o\s10:00\.$/,
    );
    // without the slot (an immediate call) nothing changes
    expect(successText('immediate', 'calling', null)).toBe(copy.successImmediate);
  });

  test('the modal: after a scheduled request the success view names the date and time picked', async () => {
    const { deps } = fakeDeps({
      invoke: async () => ({ status: 'scheduled', requestId: 'r1', callType: 'scheduled' }),
    });
    const { user } = renderModal({ deps });
    await fillForm(user, {}); // 25 November 2026 (a Wednesday), 14:15: tomorrow by fakeDeps' clock
    await user.click(field.submit());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Vaša žiadosť bola odoslaná.');
    expect(status).toHaveTextContent('Zvolený termín: zajtra o 14:15.');
  });
});
