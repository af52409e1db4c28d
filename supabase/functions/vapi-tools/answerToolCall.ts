import {
  type VapiToolCallResult as ToolCallResult,
  toolCallResultSchema,
} from '@hlasovy-asistent/platform-api/server-messages';
import {
  DEMO_SLOT_ERRORS,
  DEMO_TOOL_NAMES,
  dayPhrase,
  describeBookingHours,
  isBookingDay,
  isCalendarDate,
  isWithinBookingHours,
  parseDemoSlotId,
  selectedSlotIdMention,
  slotIdMention,
  slotListPhrase,
  slotPhrase,
  spokenSlotListPhrase,
  spokenSlotPhrase,
} from '@hlasovy-asistent/validation';
import type { BookingStore } from '../_shared/booking-store.ts';
import {
  type FreeSlot,
  freeSlots,
  publicOffer,
  type SlotRules,
  slotDays,
} from '../_shared/free-slots.ts';
import type { ToolCall, ToolCallsMessage } from './toolCalls.ts';

export interface ToolDeps {
  store: BookingStore;
  rules: SlotRules;
  now: () => Date;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Result and error strings are single lines (Vapi's requirement). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

type Channel = ToolCallsMessage['channel'];

/** How the slots are put to the visitor: said in a call, written in a chat. */
const phrasesOf = (channel: Channel) =>
  channel === 'call'
    ? { slot: spokenSlotPhrase, list: spokenSlotListPhrase }
    : { slot: slotPhrase, list: slotListPhrase };

/** Each slot as it is put to the visitor, with its slotId for the model. */
const named = (slots: readonly FreeSlot[], channel: Channel, now: Date) =>
  slots
    .map(
      (slot) =>
        `${phrasesOf(channel).slot(slot.date, slot.time, { after: 'v', now })} ${slotIdMention(slot.id)}`,
    )
    .join('; ');

/** The channel's words: a call is told and tapped, a chat written and clicked. */
const WORDS = {
  call: { tell: 'Povedz ich', pick: 'ťuknutím na termín na obrazovke' },
  chat: { tell: 'Napíš ich', pick: 'kliknutím na termín na obrazovke' },
} as const;

/** The tool's refusal (`because`: one of DEMO_SLOT_ERRORS), and what follows it. */
function refused(call: ToolCall, because: string, more = ''): ToolCallResult {
  return { name: call.name, toolCallId: call.id, error: oneLine(`${because} ${more}`) };
}

async function currentFree(deps: ToolDeps, query: Parameters<typeof freeSlots>[3]) {
  const now = deps.now();
  const days = slotDays(deps.rules, now);
  return freeSlots(await deps.store.slotLoad(days.from, days.until), deps.rules, now, query);
}

/** Why the slots do not start when the visitor asked (a closed day, a time outside the hours). */
function askedOutside(rules: SlotRules, asked: { date?: string; time?: string }, now: Date) {
  const { date, time } = asked;
  if (date === undefined) return '';
  const hours = `robíme ich ${describeBookingHours(rules.hours)}; toto sú najbližšie voľné termíny`;
  if (!isBookingDay(rules.hours, date)) {
    const day = dayPhrase(date, { after: 'v', now });
    return `${day.charAt(0).toUpperCase()}${day.slice(1)} ukážky nerobíme (${hours}).`;
  }
  if (time !== undefined && !isWithinBookingHours(rules.hours, date, time)) {
    return `V tomto čase ukážky nerobíme (${hours}).`;
  }
  return '';
}

/**
 * `demo_slots`: free slots inside the booking hours from the preferred day/time on (a closed day
 * or an hour outside them gives the next open ones, and says so), remembered as offered in this
 * call or chat; the text tells the model how to put them to the visitor in this channel.
 */
async function demoSlots(deps: ToolDeps, msg: ToolCallsMessage, call: ToolCall, bookingId: string) {
  const { date, time } = call.args ?? {};
  const badDate = date !== undefined && (typeof date !== 'string' || !isCalendarDate(date));
  const badTime = time !== undefined && (typeof time !== 'string' || !TIME_PATTERN.test(time));
  if (call.args === null || badDate || badTime)
    return refused(call, DEMO_SLOT_ERRORS.invalid_arguments);
  const asked = { date: date as string | undefined, time: time as string | undefined };
  const slots = await currentFree(deps, asked);
  if (slots.length === 0) return refused(call, DEMO_SLOT_ERRORS.no_free_slots);
  await deps.store.recordOffers(bookingId, slots, msg.controlUrl);
  const now = deps.now();
  const outside = askedOutside(deps.rules, asked, now);
  const words = WORDS[msg.channel];
  const example = phrasesOf(msg.channel).list(slots, { after: 'v', now });
  return {
    name: call.name,
    toolCallId: call.id,
    result: oneLine(
      `${outside} Voľné termíny ukážky: ${named(slots, msg.channel, now)}. ${words.tell} návštevníkovi bez slotId a každý deň len raz, napríklad „${example}“, a opýtaj sa, ktorý mu vyhovuje; vybrať si môže aj ${words.pick}. Ak chce iný deň alebo inú časť dňa, zavolaj demo_slots znova s date (a time).`,
    ),
    metadata: { slots: slots.map(publicOffer) },
  };
}

/** Offered in this call or chat, or (a chat) in the conversation's previous turn. */
async function wasOffered(
  deps: ToolDeps,
  msg: ToolCallsMessage,
  bookingId: string,
  slotId: string,
) {
  if (await deps.store.isOffered(bookingId, slotId)) return true;
  return msg.previousChatId !== null && (await deps.store.isOffered(msg.previousChatId, slotId));
}

/**
 * `select_demo_slot`: an offered slot chosen by voice (or written in a chat), inside the booking
 * hours and still free; the page opens the form. The result names the choice (selectedSlotIdMention): a chat's output
 * carries only this text, and the `chat` function reads the choice back from it.
 */
async function selectSlot(
  deps: ToolDeps,
  msg: ToolCallsMessage,
  call: ToolCall,
  bookingId: string,
) {
  const slotId = call.args?.slotId;
  const parsed = typeof slotId === 'string' ? parseDemoSlotId(slotId) : null;
  if (!parsed || typeof slotId !== 'string')
    return refused(call, DEMO_SLOT_ERRORS.invalid_arguments);
  if (!(await wasOffered(deps, msg, bookingId, slotId)))
    return refused(call, DEMO_SLOT_ERRORS.slot_not_offered);
  const now = deps.now();
  /** The refusal with the next free slots (now offered here, so each can be chosen). */
  const withNext = async (because: string) => {
    const next = await currentFree(deps, { ...parsed, excluding: [slotId], count: 3 });
    if (next.length === 0) return refused(call, because, DEMO_SLOT_ERRORS.no_free_slots);
    await deps.store.recordOffers(bookingId, next, null);
    return refused(call, because, `Najbližšie voľné termíny: ${named(next, msg.channel, now)}.`);
  };
  // offered, yet outside the hours (they changed since, or the id was never ours to offer)
  if (!isWithinBookingHours(deps.rules.hours, parsed.date, parsed.time)) {
    return await withNext(DEMO_SLOT_ERRORS.slot_outside_hours);
  }
  const around = await currentFree(deps, { ...parsed, spacingMinutes: 0, count: 1 });
  const slot = around[0];
  if (!slot || slot.id !== slotId) return await withNext(DEMO_SLOT_ERRORS.slot_taken);
  const when = phrasesOf(msg.channel).slot(slot.date, slot.time, { after: 'v', now });
  return {
    name: call.name,
    toolCallId: call.id,
    result: oneLine(
      `Návštevník si vybral termín ${when} ${selectedSlotIdMention(slot.id)}. Na obrazovke sa mu otvoril krátky formulár: nech skontroluje meno, telefón a e-mail a potvrdí súhlas. Termín je rezervovaný až po odoslaní formulára; potvrdenie dostaneš.`,
    ),
    metadata: { selectedSlotId: slot.id, slot: publicOffer(slot) },
  };
}

async function compute(deps: ToolDeps, msg: ToolCallsMessage, call: ToolCall, bookingId: string) {
  if (call.name === DEMO_TOOL_NAMES.slots) return await demoSlots(deps, msg, call, bookingId);
  if (call.name === DEMO_TOOL_NAMES.select) return await selectSlot(deps, msg, call, bookingId);
  return refused(call, DEMO_SLOT_ERRORS.unknown_tool);
}

/** A stored answer (jsonb) as the tool result it was. */
const storedResult = (value: unknown) => {
  const read = toolCallResultSchema.safeParse(value);
  return read.success ? read.data : null;
};

/**
 * The answer to one tool call, once per toolCallId: a replay (Vapi's retry, a duplicate) gets
 * the stored answer and does nothing again.
 */
export async function answerToolCall(
  deps: ToolDeps,
  msg: ToolCallsMessage,
  call: ToolCall,
): Promise<ToolCallResult> {
  if (!msg.bookingId) return refused(call, DEMO_SLOT_ERRORS.no_call);
  const stored = storedResult(await deps.store.findToolCall(call.id));
  if (stored) return stored;
  const answer = await compute(deps, msg, call, msg.bookingId);
  const first = await deps.store.rememberToolCall(call.id, msg.bookingId, call.name, answer);
  return storedResult(first) ?? answer;
}
