import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeDeps } from './testing/fakeDeps.ts';
import { pickDay } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

/** Values of the time <select>, without the placeholder. */
function slotValues(): string[] {
  return within(field.time())
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);
}

const hhmm = (h: number, m: number) =>
  `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
const ALL = Array.from({ length: 96 }, (_, i) => hhmm(Math.floor(i / 4), (i % 4) * 15));

// Instants are UTC; Bratislava is UTC+1 in winter (CET) and UTC+2 in summer (CEST).
const cases = [
  {
    title: '23:40 Bratislava: nothing left today',
    now: Date.UTC(2026, 10, 24, 22, 40),
    day: '24. novembra 2026',
    expected: [],
  },
  {
    title: '23:40 Bratislava: tomorrow starts at 00:15 (00:00 is only 20 min ahead)',
    now: Date.UTC(2026, 10, 24, 22, 40),
    day: '25. novembra 2026',
    expected: ALL.slice(1),
  },
  {
    title: '10:00 on an ordinary day: from 10:30',
    now: Date.UTC(2026, 10, 24, 9, 0),
    day: '24. novembra 2026',
    expected: ALL.slice(42),
  },
  {
    title: '10:07 on an ordinary day: from 10:45 (10:30 is 23 min ahead)',
    now: Date.UTC(2026, 10, 24, 9, 7),
    day: '24. novembra 2026',
    expected: ALL.slice(43),
  },
  {
    title: 'a future day: all 96 slots',
    now: Date.UTC(2026, 10, 24, 9, 0),
    day: '30. novembra 2026',
    expected: ALL,
  },
  {
    title: 'last Sunday of March 2026 (spring forward): 92 slots, no 02:00-02:45',
    now: Date.UTC(2026, 2, 28, 11, 0),
    day: '29. marca 2026',
    expected: ALL.filter((t) => !t.startsWith('02:')),
  },
  {
    title: 'last Sunday of March 2026 at 01:40 CET: from 03:15 CEST',
    now: Date.UTC(2026, 2, 29, 0, 40),
    day: '29. marca 2026',
    expected: ALL.slice(ALL.indexOf('03:15')),
  },
  {
    title: 'last Sunday of October 2026 (fall back): 96 slots, each once',
    now: Date.UTC(2026, 9, 24, 11, 0),
    day: '25. októbra 2026',
    expected: ALL,
  },
  {
    title: 'last Sunday of October 2026 at 09:00 CET: from 09:30',
    now: Date.UTC(2026, 9, 25, 8, 0),
    day: '25. októbra 2026',
    expected: ALL.slice(ALL.indexOf('09:30')),
  },
];

describe('time slots through the UI (Europe/Bratislava)', () => {
  test.each(cases)('$title', async ({ now, day, expected }) => {
    const { deps, clock } = fakeDeps();
    clock.now = now;
    const { user } = renderModal({ deps });
    await pickDay(user, day);

    expect(slotValues()).toEqual(expected);
    if (expected.length === 0) {
      expect(field.time()).toBeDisabled();
      expect(within(field.time()).getByRole('option')).toHaveTextContent(
        'Na tento deň už nie sú voľné termíny',
      );
    }
  });

  test('slots are labelled with start and end', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await pickDay(user, '30. novembra 2026');
    expect(screen.getByRole('option', { name: '23:45 – 00:00' })).toHaveValue('23:45');
  });

  test('grouped into Noc, Ráno, Popoludnie, Večer; the open list starts at the first free slot in working hours', async () => {
    const { deps } = fakeDeps(); // 10:00 Bratislava on 24 November 2026
    const { user } = renderModal({ deps });
    await pickDay(user, '30. novembra 2026');
    const groups = within(field.time()).getAllByRole('group');
    expect(
      groups.map((g) => [
        g.getAttribute('label'),
        within(g)
          .getAllByRole('option')
          .filter((o) => (o as HTMLOptionElement).value !== '').length,
      ]),
    ).toEqual([
      ['Noc', 24],
      ['Ráno', 24],
      ['Popoludnie', 24],
      ['Večer', 24],
    ]);
    // A native list opens at its selected option: the (unselectable) placeholder sits right
    // before 08:00, the night's slots still above it.
    const options = Array.from(field.time().options);
    const placeholder = field.time().selectedOptions[0];
    expect(placeholder).toHaveTextContent('Vyberte čas');
    expect(placeholder?.disabled).toBe(true);
    expect(options[options.indexOf(placeholder as HTMLOptionElement) + 1]?.value).toBe('08:00');
    expect(options[0]?.value).toBe('00:00');

    await pickDay(user, '24. novembra 2026');
    expect(
      within(field.time())
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Ráno', 'Popoludnie', 'Večer']);
    const firstShown = Array.from(field.time().options).find((o) => !o.hidden);
    expect(firstShown?.value).toBe('10:30');
  });

  test('without a date the time choice is disabled', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    expect(field.time()).toBeDisabled();
  });
});
