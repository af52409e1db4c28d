// What the database checks in one step when a browser call or a chat turn asks for room in the
// day's spend, and its answer when a budget is spent (no imports: Node reads it too).

/**
 * The budgets a browser call or a chat turn must fit under, checked by the database in the same
 * serialised step that takes the call's line or reserves the turn (reserve_voice_call_in_budget,
 * reserve_chat_turn): undefined = no such budget.
 */
export interface VoiceBudgets {
  /** VAPI_MAX_SPEND_PER_DAY. */
  total: number | undefined;
  /** VAPI_MAX_SPEND_PER_DAY_VOICE. */
  voice: number | undefined;
  estimatePerMinute: number;
  estimateMaxSeconds: number;
}

/** A budget of the day that was already spent when a turn or a call asked for room. */
export interface SpendRefusal {
  budget: 'total' | 'voice';
  /** Today's spend at that moment (USD). */
  spent: number;
  limit: number;
}
