import { SLOT_MINUTES } from './timeSlotConstants.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The 96 slot start times of a day, 'HH:mm' from '00:00' to '23:45'. */
export const TIME_SLOTS: readonly string[] = Object.freeze(
  Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) => {
    const minutes = i * SLOT_MINUTES;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }),
);
