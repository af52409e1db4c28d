/** Parts of the day the 96 slots are grouped into (their starting hours, Bratislava wall time). */
const PARTS_OF_DAY = [
  { part: 'night', from: 0 },
  { part: 'morning', from: 6 },
  { part: 'afternoon', from: 12 },
  { part: 'evening', from: 18 },
] as const;

type PartOfDay = (typeof PARTS_OF_DAY)[number]['part'];

export interface SlotGroup {
  part: PartOfDay;
  slots: string[];
}

/** 'HH:mm' slots (in order) grouped by part of the day; parts without a slot are left out. */
export function groupSlots(slots: readonly string[]): SlotGroup[] {
  const groups: SlotGroup[] = [];
  for (const slot of slots) {
    const hour = Number(slot.slice(0, 2));
    const part = PARTS_OF_DAY.findLast((p) => hour >= p.from)?.part ?? 'night';
    const last = groups[groups.length - 1];
    if (last?.part === part) last.slots.push(slot);
    else groups.push({ part, slots: [slot] });
  }
  return groups;
}

/** Working hours in Bratislava wall time: the open slot list starts at the first slot in them. */
const WORKING_HOURS = { from: '08:00', to: '18:00' } as const;

/**
 * The slot the open list should show first: the first bookable one within working hours, or
 * null when that is simply the first of the list (or none is in working hours), so the list
 * opens at its top as usual. Earlier slots stay in the list above it.
 */
export function workingHoursAnchor(slots: readonly string[]): string | null {
  const index = slots.findIndex((s) => s >= WORKING_HOURS.from && s < WORKING_HOURS.to);
  return index > 0 ? (slots[index] ?? null) : null;
}
