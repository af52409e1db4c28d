// The demo slots the assistant offered in one turn of a Vapi chat: its server tools run on the
// chat too, and the chat's `output` (the latest document's Chat) carries each tool call in an
// AssistantMessage's `tool_calls` (ToolCall: `id`, `function.name`) and its result in a
// ToolMessage (`tool_call_id`, `content`: the result string vapi-tools answered, which names
// every slot with its slotId). The last `demo_slots` result with slots counts. A
// `select_demo_slot` result that accepted the visitor's written choice names it
// (selectedSlotIdMention): the last such choice counts.
import {
  DEMO_TOOL_NAMES,
  type DemoSlotOffer,
  demoSlotOffer,
  mentionedSlotIds,
  parseDemoSlotId,
  selectedSlotIdIn,
} from '@hlasovy-asistent/validation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids of the `name` tool calls in the assistant messages of `output`. */
function toolCallIds(output: unknown[], name: string): Set<string> {
  const ids = new Set<string>();
  for (const message of output) {
    if (!isRecord(message) || message.role !== 'assistant') continue;
    const calls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
    for (const call of calls) {
      if (
        isRecord(call) &&
        typeof call.id === 'string' &&
        isRecord(call.function) &&
        call.function.name === name
      ) {
        ids.add(call.id);
      }
    }
  }
  return ids;
}

/** The text results (ToolMessage `content`) of the `name` tool calls in `output`, in order. */
function toolResults(output: unknown, name: string): string[] {
  if (!Array.isArray(output)) return [];
  const calls = toolCallIds(output, name);
  return output.flatMap((message) =>
    isRecord(message) &&
    message.role === 'tool' &&
    typeof message.tool_call_id === 'string' &&
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
export function offeredSlotsOf(output: unknown): DemoSlotOffer[] {
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
export function selectedSlotOf(output: unknown): DemoSlotOffer | null {
  let selected: DemoSlotOffer | null = null;
  for (const content of toolResults(output, DEMO_TOOL_NAMES.select)) {
    const id = selectedSlotIdIn(content);
    if (id !== null) selected = offerOf(id) ?? selected;
  }
  return selected;
}
