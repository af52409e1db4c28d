import * as z from 'zod/mini';
import { isCalendarDate } from '../time-slots/isCalendarDate.ts';
import { isSlotTime } from '../time-slots/isSlotTime.ts';
import { DEMO_SLOT_ID_PATTERN, demoSlotId } from './demoSlotId.ts';
import { demoSlotLabel } from './demoSlotLabel.ts';

/** One slot the assistant offers: its id, its Bratislava date and time, and the card's label. */
export const demoSlotOfferSchema = z.object({
  id: z.string().check(z.regex(DEMO_SLOT_ID_PATTERN)),
  date: z.string().check(z.refine(isCalendarDate)),
  time: z.string().check(z.refine(isSlotTime)),
  label: z.string().check(z.minLength(1), z.maxLength(80)),
});

export type DemoSlotOffer = z.infer<typeof demoSlotOfferSchema>;

/** The offer of the slot starting `date` `time`. */
export function demoSlotOffer(date: string, time: string): DemoSlotOffer {
  return { id: demoSlotId(date, time), date, time, label: demoSlotLabel(date, time) };
}
