import type { VoiceSessionState } from '../voice-session/index.ts';

/**
 * Whether a server tool's result reached the page in the call (a `tool-calls-result` message):
 * the landing page then loads the booking card, which shows the demo slots when the result is an
 * offer of them (it checks the tool and its metadata with the shared schemas, slotOffers.ts) and
 * nothing otherwise. No import of the validation package here: this runs in the first load.
 */
export function hasSlotOffer(state: VoiceSessionState): boolean {
  return state.messages.some((message) => message.type === 'tool-calls-result');
}
