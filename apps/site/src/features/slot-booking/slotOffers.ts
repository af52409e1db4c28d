import { type DemoSlotOffer, readDemoToolResult } from '@hlasovy-asistent/validation';
import type { KnownServerMessage } from '@hlasovy-asistent/voice-client';

/** A slot the visitor chose, and when: the number of call messages that came before the choice. */
export interface SlotChoice {
  slot: DemoSlotOffer;
  at: number;
}

/** What the assistant offered in the call so far (its `tool-calls-result` messages). */
export interface SlotOffers {
  /** The slots of the latest `demo_slots` result, in the order they were said (empty before one). */
  slots: readonly DemoSlotOffer[];
  /**
   * The latest slot the visitor chose by telling the assistant (`select_demo_slot`: said in a
   * call, written in a text conversation), null before one.
   */
  toldChoice: SlotChoice | null;
}

export const NO_OFFERS: SlotOffers = { slots: [], toldChoice: null };

/**
 * The offers in a call's messages: each `demo_slots` result replaces the list, each
 * `select_demo_slot` result is a choice made by voice. Results of other tools, malformed metadata
 * and other messages are ignored (the metadata is checked with the shared schemas).
 */
export function slotOffers(messages: readonly KnownServerMessage[]): SlotOffers {
  let offers = NO_OFFERS;
  messages.forEach((message, index) => {
    if (message.type !== 'tool-calls-result') return;
    const outcome = readDemoToolResult(message.toolCallResult);
    if (outcome?.tool === 'demo_slots') offers = { ...offers, slots: outcome.slots };
    else if (outcome?.tool === 'select_demo_slot') {
      offers = { ...offers, toldChoice: { slot: outcome.slot, at: index } };
    }
  });
  return offers;
}

/** The choice that counts: the later of the voice one and the tap (a voice choice wins a tie). */
export function latestChoice(voice: SlotChoice | null, tap: SlotChoice | null): SlotChoice | null {
  if (!voice) return tap;
  if (!tap) return voice;
  return voice.at >= tap.at ? voice : tap;
}
