import { DEMO_SLOT_ID_PATTERN, parseDemoSlotId } from './demoSlotId.ts';

/**
 * How a tool result names a slot for the model: "(slotId 2026-11-28T10:00)". The `demo_slots`
 * result text is what a Vapi chat's output carries of the tool (a ToolMessage's `content`), so
 * the `chat` function reads the offered slots back from these mentions.
 */
export function slotIdMention(slotId: string): string {
  return `(slotId ${slotId})`;
}

const MENTION = new RegExp(`\\(slotId (${DEMO_SLOT_ID_PATTERN.source.slice(1, -1)})\\)`, 'g');

/** The well-formed slot ids mentioned in `text`, in order, each once. */
export function mentionedSlotIds(text: string): string[] {
  const ids = [...text.matchAll(MENTION)].map((match) => match[1] as string);
  return [...new Set(ids)].filter((id) => parseDemoSlotId(id) !== null);
}

/**
 * How a `select_demo_slot` result names the slot the visitor chose: "(selectedSlotId
 * 2026-11-28T10:00)". A chat's output carries only the result text, so the `chat` function reads
 * the choice back from this mention (a refusal names no choice, only offers).
 */
export function selectedSlotIdMention(slotId: string): string {
  return `(selectedSlotId ${slotId})`;
}

const SELECTED = new RegExp(`\\(selectedSlotId (${DEMO_SLOT_ID_PATTERN.source.slice(1, -1)})\\)`);

/** The well-formed slot id of the choice mentioned in `text`, or null. */
export function selectedSlotIdIn(text: string): string | null {
  const id = SELECTED.exec(text)?.[1];
  return id !== undefined && parseDemoSlotId(id) !== null ? id : null;
}
