import type { EnvReader } from './env.ts';
import type { Logger } from './logger.ts';
import { readEstimatePerMinute } from './spend-cap.ts';

/** Where the cost of each chat turn goes (private.vapi_chat_costs, counted by vapi_spend). */
export interface ChatCostLedger {
  /** Stores a turn's cost (USD); a second report of the same chat never lowers it. */
  recordChatCost(chatId: string, cost: number, estimated: boolean): Promise<void>;
}

/** One answered turn: Vapi's chat id and the cost its Chat reported (null: none). */
interface ChatTurnCost {
  chatId: string;
  cost: number | null;
}

/** Adds an answered chat turn to the day's spend. */
export interface ChatCostRecorder {
  /** Never throws: the turn was answered and paid; a failed write is logged as an error. */
  record(turn: ChatTurnCost): Promise<void>;
}

export interface ChatCostRecorderDeps {
  ledger: ChatCostLedger;
  /** What a turn whose Chat reported no cost counts (USD): chatTurnEstimate. */
  estimatePerTurn: number;
  logger: Logger;
}

/**
 * What a turn without a reported cost counts: one started minute of a call at
 * VAPI_ESTIMATED_COST_PER_MINUTE (default 0.3 USD), far above what a text turn costs, so a
 * missing cost errs on the side of stopping, like the estimate of calls without their report.
 */
export function chatTurnEstimate(env: EnvReader, logger?: Logger): number {
  return readEstimatePerMinute(env, logger);
}

/** The Chat's cost when Vapi reported one, else the estimate; both go to the ledger. */
export function createChatCostRecorder(deps: ChatCostRecorderDeps): ChatCostRecorder {
  return {
    async record(turn) {
      const estimated = turn.cost === null;
      const cost = turn.cost ?? deps.estimatePerTurn;
      try {
        await deps.ledger.recordChatCost(turn.chatId, cost, estimated);
      } catch (cause) {
        deps.logger.error(
          `chat turn cost not recorded (${estimated ? 'estimate ' : ''}${cost} USD): the day's spend misses it`,
          cause instanceof Error ? cause.message : String(cause),
        );
      }
    },
  };
}
