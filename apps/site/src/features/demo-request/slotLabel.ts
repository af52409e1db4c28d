import { SLOT_MINUTES } from '@hlasovy-asistent/validation';

/** "09:45" -> "09:45 – 10:00" (the slot's start and end, wall time). */
export function slotLabel(start: string): string {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  const end = (hours * 60 + minutes + SLOT_MINUTES) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${start} – ${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}
