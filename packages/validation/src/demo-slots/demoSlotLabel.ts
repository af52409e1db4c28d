import { slotPhrase } from '../slovak-dates/slotPhrase.ts';

/**
 * A slot as the card's button names it: "piatok 4. decembra o 9:00" (date 'yyyy-MM-dd', time
 * 'HH:mm'). Absolute: it is sent with the offer, so "dnes" and "zajtra" are left to whoever shows
 * it at the time it is read (slotPhrase with `now`).
 */
export function demoSlotLabel(date: string, time: string): string {
  return slotPhrase(date, time);
}
