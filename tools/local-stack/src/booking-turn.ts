// The local Vapi's booking step in a visitor's turn, shared by its calls and its chats: which
// booking tool the turn runs (the offer, other slots asked for, a choice among the offered ones;
// ./chat-slot-choice.ts reads the words), the tool call to the real `vapi-tools` function, and the
// line that goes with its result, worded for the channel (a call is said, tapped; a chat written,
// clicked) by the one Slovak date formatter. A turn with no tool gets the dialogue's scripted line.
import { randomUUID } from 'node:crypto';
import type { VoiceSocketToolCallResult } from '@hlasovy-asistent/platform-api/voice-socket';
import {
  DEMO_TOOL_NAMES,
  type DemoSlotOffer,
  dayPhrase,
  readDemoToolResult,
  slotListPhrase,
  slotPhrase,
  spokenSlotListPhrase,
  spokenSlotPhrase,
} from '@hlasovy-asistent/validation';
import type { Channel } from '@hlasovy-asistent/voice-agent';
import { askedSlots, chosenSlot, isAboutSlots } from './chat-slot-choice.ts';
import { postToolCall, type ToolCallOwner, type ToolServer } from './vapi-tool-calls.ts';

/** The booking tool a turn runs. */
export type BookingStep =
  | { tool: 'demo_slots'; args: { date?: string; time?: string }; anotherDay: boolean }
  | { tool: 'select_demo_slot'; slot: DemoSlotOffer };

/** A visitor's turn: its index (0-based) and its words (null: speech, not transcribed offline). */
export interface TurnWords {
  index: number;
  text: string | null;
}

/**
 * The tool a turn runs, or null: a choice among the offered slots -> `select_demo_slot`; other
 * slots asked for ("iný deň", "v utorok popoludní") -> `demo_slots` with them; the first turn, or
 * a turn about a demo or a slot before any offer (a slot named before any offer) -> the offer.
 */
export function bookingStep(
  turn: TurnWords,
  offered: readonly DemoSlotOffer[],
  now: Date,
): BookingStep | null {
  const offer = { tool: 'demo_slots', args: {}, anotherDay: false } as const;
  if (turn.text === null) return turn.index === 0 && offered.length === 0 ? offer : null;
  const chosen = chosenSlot(turn.text, offered);
  if (chosen) return { tool: 'select_demo_slot', slot: chosen };
  const asked = askedSlots(turn.text, offered, now);
  if (asked) {
    const { anotherDay, ...args } = asked;
    return { tool: 'demo_slots', args, anotherDay };
  }
  if (offered.length === 0 && (turn.index === 0 || isAboutSlots(turn.text))) return offer;
  return null;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The offer as the agent puts it: the slots, each day once, and how to choose in this channel. */
export function offerLine(
  slots: readonly DemoSlotOffer[],
  step: Extract<BookingStep, { tool: 'demo_slots' }>,
  channel: Channel,
  now: Date,
): string {
  const asked = step.args.date;
  const missed =
    asked !== undefined && slots[0]?.date !== asked
      ? `${capitalized(dayPhrase(asked, { after: 'v', now }))} nemám voľný termín. `
      : '';
  const intro = step.anotherDay
    ? 'Ďalšie voľné termíny mám'
    : `${asked === undefined ? 'Ukážku vám môžem dohodnúť hneď. ' : ''}Voľné termíny mám`;
  if (channel === 'call') {
    const said = spokenSlotListPhrase(slots.slice(0, 3), { after: 'v', now });
    return `${missed}${intro} ${said}. Vyberte si ťuknutím na obrazovke alebo mi povedzte, ktorý vám vyhovuje.`;
  }
  const written = slotListPhrase(slots, { after: 'v', now });
  return `${missed}${intro} ${written}. Kliknite na termín, ktorý vám vyhovuje, alebo mi ho napíšte.`;
}

/** The line after an accepted choice: the slot is open on the screen, to be confirmed there. */
export function choiceLine(slot: DemoSlotOffer, channel: Channel, now: Date): string {
  const phrase = channel === 'call' ? spokenSlotPhrase : slotPhrase;
  const when = phrase(slot.date, slot.time, { after: 'v', now });
  return `Výborne, termín ${when} som vám otvoril na obrazovke. Skontrolujte meno, telefón a e-mail a termín potvrďte.`;
}

/** What a turn's tool call gave: its result, the line that goes with it, the slots offered now. */
export interface BookingTurn {
  toolCallId: string;
  name: string;
  args: Record<string, unknown>;
  result: VoiceSocketToolCallResult;
  /** What the agent says or writes with it (null: a result without a line of its own). */
  line: string | null;
  offered: readonly DemoSlotOffer[];
}

/**
 * Runs the step's tool for `owner` (a call, or a chat with the chat it continues) and returns
 * its result and line; null when the tools' server gave no result. A refusal is said as the tool
 * words it; the slots on offer stay what they were unless a new offer came.
 */
export async function runBookingStep(
  server: ToolServer,
  owner: ToolCallOwner,
  step: BookingStep,
  context: {
    channel: Channel;
    now: Date;
    offered: readonly DemoSlotOffer[];
    /** The conversation runs on a local clock of its own (./local-clock.ts): pass it on. */
    shifted?: boolean;
  },
): Promise<BookingTurn | null> {
  const toolCallId = `call_${randomUUID()}`;
  const [name, args] =
    step.tool === 'demo_slots'
      ? [DEMO_TOOL_NAMES.slots, step.args]
      : [DEMO_TOOL_NAMES.select, { slotId: step.slot.id }];
  const at = context.shifted ? context.now : undefined;
  const result = await postToolCall(server, owner, name, args, toolCallId, at);
  if (!result || (result.result === undefined && result.error === undefined)) return null;
  const read = readDemoToolResult(result);
  const { channel, now } = context;
  let line = result.error ?? null;
  let offered = context.offered;
  if (read?.tool === 'demo_slots' && read.slots.length > 0 && step.tool === 'demo_slots') {
    offered = read.slots;
    line = offerLine(read.slots, step, channel, now);
  } else if (read?.tool === 'select_demo_slot') {
    line = choiceLine(read.slot, channel, now);
  }
  return { toolCallId, name, args, result, line, offered };
}
