// What the database checks in one step when a browser call or a chat turn asks for room in the
// day's spend, its answer when a budget is spent, and the RPC arguments of the budgets (no
// imports: Node reads it too).

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

/** The budgets as the reserving RPCs take them: a budget left out is SQL's null (none). */
export function budgetArgs(budgets: VoiceBudgets | null): {
  max_spend_total?: number;
  max_spend_voice?: number;
  estimate_per_minute?: number;
  estimate_max_seconds?: number;
} {
  if (!budgets) return {};
  return {
    ...(budgets.total !== undefined ? { max_spend_total: budgets.total } : {}),
    ...(budgets.voice !== undefined ? { max_spend_voice: budgets.voice } : {}),
    estimate_per_minute: budgets.estimatePerMinute,
    estimate_max_seconds: budgets.estimateMaxSeconds,
  };
}
