import {
  DEMO_SLOT_ERRORS,
  DEMO_TOOL_NAMES,
  type DemoSlotErrorCode,
  demoSlotSpoken,
  isCalendarDate,
  parseDemoSlotId,
  selectedSlotIdMention,
  slotIdMention,
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

/** One entry of the answer's `results` (ToolCallResult of the latest Vapi document). */
export interface ToolCallResult {
  name: string;
  toolCallId: string;
  result?: string;
  error?: string;
  metadata?: Record<string, unknown>;
}

export interface ToolDeps {
  store: BookingStore;
  rules: SlotRules;
  now: () => Date;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Result and error strings are single lines (Vapi's requirement). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const said = (slot: FreeSlot) =>
  `${demoSlotSpoken(slot.date, slot.time)} ${slotIdMention(slot.id)}`;

function refused(call: ToolCall, code: DemoSlotErrorCode, more = ''): ToolCallResult {
  return {
    name: call.name,
    toolCallId: call.id,
    error: oneLine(`${DEMO_SLOT_ERRORS[code]} ${more}`),
  };
}

async function currentFree(deps: ToolDeps, query: Parameters<typeof freeSlots>[3]) {
  const now = deps.now();
  const days = slotDays(deps.rules, now);
  return freeSlots(await deps.store.slotLoad(days.from, days.until), deps.rules, now, query);
}

/** `demo_slots`: free slots from the preferred day/time on, remembered as offered in this call. */
async function demoSlots(deps: ToolDeps, msg: ToolCallsMessage, call: ToolCall, callId: string) {
  const { date, time } = call.args ?? {};
  const badDate = date !== undefined && (typeof date !== 'string' || !isCalendarDate(date));
  const badTime = time !== undefined && (typeof time !== 'string' || !TIME_PATTERN.test(time));
  if (call.args === null || badDate || badTime) return refused(call, 'invalid_arguments');
  const slots = await currentFree(deps, {
    date: date as string | undefined,
    time: time as string | undefined,
  });
  if (slots.length === 0) return refused(call, 'no_free_slots');
  await deps.store.recordOffers(callId, slots, msg.controlUrl);
  return {
    name: call.name,
    toolCallId: call.id,
    result: oneLine(
      `Voľné termíny ukážky: ${slots.map(said).join('; ')}. Povedzte ich návštevníkovi tak, ako sa hovoria (bez slotId), a opýtajte sa, ktorý mu vyhovuje; vybrať si môže aj ťuknutím na obrazovke.`,
    ),
    metadata: { slots: slots.map(publicOffer) },
  };
}

/** Offered in this call or chat, or (a chat) in the conversation's previous turn. */
async function wasOffered(deps: ToolDeps, msg: ToolCallsMessage, callId: string, slotId: string) {
  if (await deps.store.isOffered(callId, slotId)) return true;
  return msg.previousChatId !== null && (await deps.store.isOffered(msg.previousChatId, slotId));
}

/**
 * `select_demo_slot`: an offered slot chosen by voice (or written in a chat), still free; the
 * page opens the form. The result names the choice (selectedSlotIdMention): a chat's output
 * carries only this text, and the `chat` function reads the choice back from it.
 */
async function selectSlot(deps: ToolDeps, msg: ToolCallsMessage, call: ToolCall, callId: string) {
  const slotId = call.args?.slotId;
  const parsed = typeof slotId === 'string' ? parseDemoSlotId(slotId) : null;
  if (!parsed || typeof slotId !== 'string') return refused(call, 'invalid_arguments');
  if (!(await wasOffered(deps, msg, callId, slotId))) return refused(call, 'slot_not_offered');
  const around = await currentFree(deps, { ...parsed, spacingMinutes: 0, count: 1 });
  const slot = around[0];
  if (!slot || slot.id !== slotId) {
    const next = await currentFree(deps, { ...parsed, excluding: [slotId], count: 3 });
    if (next.length === 0) return refused(call, 'slot_taken', DEMO_SLOT_ERRORS.no_free_slots);
    await deps.store.recordOffers(callId, next, null);
    return refused(call, 'slot_taken', `Najbližšie voľné termíny: ${next.map(said).join('; ')}.`);
  }
  return {
    name: call.name,
    toolCallId: call.id,
    result: oneLine(
      `Návštevník si vybral termín ${demoSlotSpoken(slot.date, slot.time)} ${selectedSlotIdMention(slot.id)}. Na obrazovke sa mu otvoril krátky formulár: nech skontroluje meno, telefón a e-mail a potvrdí súhlas. Termín je rezervovaný až po odoslaní formulára; potvrdenie dostanete.`,
    ),
    metadata: { selectedSlotId: slot.id, slot: publicOffer(slot) },
  };
}

async function compute(deps: ToolDeps, msg: ToolCallsMessage, call: ToolCall, callId: string) {
  if (call.name === DEMO_TOOL_NAMES.slots) return await demoSlots(deps, msg, call, callId);
  if (call.name === DEMO_TOOL_NAMES.select) return await selectSlot(deps, msg, call, callId);
  return refused(call, 'unknown_tool');
}

const isResult = (value: unknown): value is ToolCallResult =>
  typeof value === 'object' && value !== null && 'toolCallId' in value && 'name' in value;

/**
 * The answer to one tool call, once per toolCallId: a replay (Vapi's retry, a duplicate) gets
 * the stored answer and does nothing again.
 */
export async function answerToolCall(
  deps: ToolDeps,
  msg: ToolCallsMessage,
  call: ToolCall,
): Promise<ToolCallResult> {
  if (!msg.callId) return refused(call, 'no_call');
  const stored = await deps.store.findToolCall(call.id);
  if (isResult(stored)) return stored;
  const answer = await compute(deps, msg, call, msg.callId);
  const first = await deps.store.rememberToolCall(call.id, msg.callId, call.name, answer);
  return isResult(first) ? first : answer;
}
