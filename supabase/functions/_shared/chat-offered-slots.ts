// The demo slots the assistant offered in one turn of a Vapi chat: its server tools run on the
// chat too, and the chat's `output` (the latest document's Chat, read with platform-api's
// `chatSchema`) carries each tool call in an AssistantMessage's `tool_calls` (ToolCall: `id`,
// `function.name`) and its result in a ToolMessage (`tool_call_id`, `content`: the result string
// vapi-tools answered, which names every slot with its slotId). The last `demo_slots` result with slots counts. A
// `select_demo_slot` result that accepted the visitor's written choice names it
// (selectedSlotIdMention): the last such choice counts.
import type { VapiChat } from '@hlasovy-asistent/platform-api/server-messages';
import {
  DEMO_TOOL_NAMES,
  type DemoSlotOffer,
  demoSlotOffer,
  mentionedSlotIds,
  parseDemoSlotId,
  selectedSlotIdIn,
} from '@hlasovy-asistent/validation';

type Output = NonNullable<VapiChat['output']>;

/** The text results (ToolMessage `content`) of the `name` tool calls in `output`, in order. */
function toolResults(output: Output | undefined, name: string): string[] {
  const calls = new Set(
    (output ?? []).flatMap((message) =>
      message.role === 'assistant'
        ? (message.tool_calls ?? []).filter((c) => c.function.name === name).map((c) => c.id)
        : [],
    ),
  );
  return (output ?? []).flatMap((message) =>
    message.role === 'tool' &&
    message.tool_call_id !== undefined &&
    calls.has(message.tool_call_id) &&
    typeof message.content === 'string'
      ? [message.content]
      : [],
  );
}

/** The offer of a slot id (null: not a slot). */
function offerOf(id: string): DemoSlotOffer | null {
  const slot = parseDemoSlotId(id);
  return slot ? demoSlotOffer(slot.date, slot.time) : null;
}

/** The slots of the turn's last `demo_slots` result, in the order offered (empty: none). */
export function offeredSlotsOf(output: Output | undefined): DemoSlotOffer[] {
  let slots: DemoSlotOffer[] = [];
  for (const content of toolResults(output, DEMO_TOOL_NAMES.slots)) {
    const offered = mentionedSlotIds(content).flatMap((id) => {
      const offer = offerOf(id);
      return offer ? [offer] : [];
    });
    if (offered.length > 0) slots = offered.slice(0, 20);
  }
  return slots;
}

/** The slot the turn's last accepted `select_demo_slot` chose (null: no choice in the turn). */
export function selectedSlotOf(output: Output | undefined): DemoSlotOffer | null {
  let selected: DemoSlotOffer | null = null;
  for (const content of toolResults(output, DEMO_TOOL_NAMES.select)) {
    const id = selectedSlotIdIn(content);
    if (id !== null) selected = offerOf(id) ?? selected;
  }
  return selected;
}
