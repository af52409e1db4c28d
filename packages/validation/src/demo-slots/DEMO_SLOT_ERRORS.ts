import type { DemoSlotOffer } from './demoSlotOffer.ts';

/**
 * Typed refusals of a slot booking, in Slovak (tool errors the assistant reads, and the codes
 * handle-demo-request answers with). `slot_taken` is followed by the next free slots.
 */
export const DEMO_SLOT_ERRORS = {
  slot_not_offered:
    'Tento termín nebol v tomto hovore ponúknutý. Vyberte prosím jeden z ponúknutých termínov.',
  slot_taken: 'Tento termín je už obsadený.',
  no_free_slots: 'V najbližších dňoch nie je voľný žiadny termín ukážky.',
  invalid_arguments:
    'Neplatné údaje pre nástroj: očakáva sa dátum, čas alebo identifikátor ponúknutého termínu.',
  unknown_tool: 'Tento nástroj server nepozná.',
  no_call: 'Správa neobsahuje identifikátor hovoru.',
} as const;

export type DemoSlotErrorCode = keyof typeof DEMO_SLOT_ERRORS;

/**
 * What handle-demo-request answers about a voice booking (`slotId` + `voiceCallId`): on success
 * the usual body plus `slot` (the booked slot); refused with 409 and
 * `{ error: { code: 'slot_taken' | 'slot_not_offered', message, nextSlots? } }`, `nextSlots` being
 * the next free slots (already offered in that call, so any of them can be booked right away).
 */
export interface DemoSlotBooked {
  slot: DemoSlotOffer;
}
export interface DemoSlotRefusal {
  error: { code: 'slot_taken' | 'slot_not_offered'; message: string; nextSlots?: DemoSlotOffer[] };
}
