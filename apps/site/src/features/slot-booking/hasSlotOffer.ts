import { DEMO_TOOL_NAMES } from '@hlasovy-asistent/validation';
import type { VoiceSessionState } from '../voice-session/voiceSessionState.ts';

/**
 * Whether the assistant has offered demo slots in the call (a `demo_slots` tool result among the
 * messages): the landing page then loads and shows the booking card. A cheap check for the first
 * load; the card itself validates what it shows (slotOffers.ts).
 */
export function hasSlotOffer(state: VoiceSessionState): boolean {
  return state.messages.some(
    (message) =>
      message.type === 'tool-calls-result' &&
      (message.toolCallResult as { name?: unknown } | undefined)?.name === DEMO_TOOL_NAMES.slots,
  );
}
