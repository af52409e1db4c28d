import { type DatePreposition, type DemoSlotOffer, slotPhrase } from '@hlasovy-asistent/validation';

/**
 * A slot as the page says it now, by the one Slovak date formatter: after `after` ("na
 * pondelok 30. novembra o 9:00"; bare on a button), "dnes" and "zajtra" where true at `now`.
 */
export function slotWords(
  slot: Pick<DemoSlotOffer, 'date' | 'time'>,
  after: DatePreposition = 'bare',
  now: number = Date.now(),
): string {
  return slotPhrase(slot.date, slot.time, { after, now });
}
