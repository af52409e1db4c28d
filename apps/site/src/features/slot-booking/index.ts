// Booking a slot offered in a conversation, as the call's controls and the written chat use it:
// the card's area and panel, whether a slot is offered, and the booked slot's words.
export { slotBookingMemory, useBookedSlot } from './bookedSlot.ts';
export { bookedSlotText } from './bookedSlotText.ts';
export { hasSlotOffer } from './hasSlotOffer.ts';
export { SlotBookingArea } from './SlotBookingArea.tsx';
export { SlotBookingPanel } from './SlotBookingPanel.tsx';
export type { SlotBookingSource } from './SlotBookingSource.ts';
export type { SlotChoice } from './slotOffers.ts';
