import {
  type BookingHours,
  bookableSlots,
  type DemoSlotOffer,
  demoSlotOffer,
  isWithinBookingHours,
  lastBookableDate,
  slotWindow,
  todayInZone,
} from '@hlasovy-asistent/validation';
import type { DialConfig } from './dial-config.ts';

/** Live calls (holding capacity) of one day, per slot start (null: immediate calls). */
export interface SlotLoad {
  callDay: string;
  scheduledAt: string | null;
  live: number;
}

/**
 * The rules of a slot offered in a conversation: the form's horizon (SCHEDULE_MAX_DAYS) and
 * capacities per slot and per day, and the booking hours (BOOKING_HOURS).
 */
export interface SlotRules {
  scheduleMaxDays: number;
  perSlot: number;
  perDay: number;
  hours: BookingHours;
}

/** The slot rules of the functions' dialling settings. */
export function slotRulesOf(dialling: DialConfig): SlotRules {
  return {
    scheduleMaxDays: dialling.scheduleMaxDays,
    perSlot: dialling.budget.perSlot,
    perDay: dialling.budget.perDay,
    hours: dialling.bookingHours,
  };
}

/** An offer with its instant (ISO UTC), as reserve_call_capacity compares slots. */
export interface FreeSlot extends DemoSlotOffer {
  startsAt: string;
}

export interface FreeSlotQuery {
  /** From this Bratislava day (and time on that day) on; default now. */
  date?: string;
  time?: string;
  /** How many slots (default 4). */
  count?: number;
  /** At least this many minutes between two offered slots (default 60). */
  spacingMinutes?: number;
  /** Slot ids to leave out (the one just refused). */
  excluding?: readonly string[];
}

const DAY_MS = 86_400_000;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Free demo slots: Europe/Bratislava slots inside the booking hours, still bookable at `now` (30
 * minutes ahead at the earliest, the demo form's rule), up to the horizon, on days under their
 * capacity and in slots under theirs (live calls as `demo_slot_load` reports them). Asked at night
 * or on a closed day (or for such a time), the first are the next open day's.
 */
export function freeSlots(
  load: readonly SlotLoad[],
  rules: SlotRules,
  now: Date,
  query: FreeSlotQuery = {},
): FreeSlot[] {
  const count = query.count ?? 4;
  const spacingMs = (query.spacingMinutes ?? 60) * 60_000;
  const today = todayInZone(now);
  const last = lastBookableDate(rules.scheduleMaxDays, now);
  const perSlot = new Map<number, number>();
  const perDay = new Map<string, number>();
  for (const row of load) {
    perDay.set(row.callDay, (perDay.get(row.callDay) ?? 0) + row.live);
    if (row.scheduledAt) {
      const at = Date.parse(row.scheduledAt);
      perSlot.set(at, (perSlot.get(at) ?? 0) + row.live);
    }
  }
  const found: FreeSlot[] = [];
  let lastMs = Number.NEGATIVE_INFINITY;
  for (let day = query.date && query.date > today ? query.date : today; day <= last; ) {
    if ((perDay.get(day) ?? 0) < rules.perDay) {
      for (const time of bookableSlots(day, now)) {
        if (day === query.date && query.time && time < query.time) continue;
        if (!isWithinBookingHours(rules.hours, day, time)) continue;
        const startsAt = slotWindow(day, time).earliestAt;
        const at = Date.parse(startsAt);
        if ((perSlot.get(at) ?? 0) >= rules.perSlot || at - lastMs < spacingMs) continue;
        const offer = demoSlotOffer(day, time);
        if (query.excluding?.includes(offer.id)) continue;
        found.push({ ...offer, startsAt });
        lastMs = at;
        if (found.length >= count) return found;
      }
    }
    day = nextDay(day);
  }
  return found;
}

/** The first and last day `freeSlots` may look at (for the load query). */
export function slotDays(rules: SlotRules, now: Date): { from: string; until: string } {
  return { from: todayInZone(now), until: lastBookableDate(rules.scheduleMaxDays, now) };
}

/** An offer without its instant (what the page and the model see). */
export function publicOffer(slot: FreeSlot): DemoSlotOffer {
  return { id: slot.id, date: slot.date, time: slot.time, label: slot.label };
}
