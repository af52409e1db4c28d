// The demo slots the assistant offered in one turn of a Vapi chat: its server tools run on the
// chat too, and the chat's `output` (the latest document's Chat) carries each tool call in an
// AssistantMessage's `tool_calls` (ToolCall: `id`, `function.name`) and its result in a
// ToolMessage (`tool_call_id`, `content`: the result string vapi-tools answered, which names
// every slot with its slotId). The last `demo_slots` result with slots counts.
import {
  DEMO_TOOL_NAMES,
  type DemoSlotOffer,
  demoSlotOffer,
  mentionedSlotIds,
  parseDemoSlotId,
} from '@hlasovy-asistent/validation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids of the `demo_slots` tool calls in the assistant messages of `output`. */
function slotToolCallIds(output: unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const message of output) {
    if (!isRecord(message) || message.role !== 'assistant') continue;
    const calls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
    for (const call of calls) {
      if (
        isRecord(call) &&
        typeof call.id === 'string' &&
        isRecord(call.function) &&
        call.function.name === DEMO_TOOL_NAMES.slots
      ) {
        ids.add(call.id);
      }
    }
  }
  return ids;
}

/** The slots of the turn's last `demo_slots` result, in the order offered (empty: none). */
export function offeredSlotsOf(output: unknown): DemoSlotOffer[] {
  if (!Array.isArray(output)) return [];
  const calls = slotToolCallIds(output);
  let slots: DemoSlotOffer[] = [];
  for (const message of output) {
    if (!isRecord(message) || message.role !== 'tool') continue;
    if (typeof message.tool_call_id !== 'string' || !calls.has(message.tool_call_id)) continue;
    if (typeof message.content !== 'string') continue;
    const offered = mentionedSlotIds(message.content).flatMap((id) => {
      const slot = parseDemoSlotId(id);
      return slot ? [demoSlotOffer(slot.date, slot.time)] : [];
    });
    if (offered.length > 0) slots = offered.slice(0, 20);
  }
  return slots;
}
