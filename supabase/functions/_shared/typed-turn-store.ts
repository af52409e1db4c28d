import type { TypedTurnChannel } from '@hlasovy-asistent/validation';

/**
 * The live check's result as the functions read it (`live_check_status()`, migration
 * 20261129400001): when it last ran and passed, failures in a row, the typed-turn channel it
 * decided (`socket` until a run decided one).
 */
export interface LiveCheckStatus {
  lastRunAt: string | null;
  lastPassed: boolean | null;
  lastPassedAt: string | null;
  consecutiveFailures: number;
  failures: string[];
  typedTurns: TypedTurnChannel;
}

/** Where a visitor's typed turn goes in a WebSocket call, and the fallback channel's targets. */
export interface TypedTurnStore {
  /** The live check's last result, with the channel it decided. */
  liveCheck(): Promise<LiveCheckStatus>;
  /** Keeps the control URL of a call this server created (the fallback channel's target). */
  recordControl(callId: string, controlUrl: string): Promise<void>;
  /** The control URL of call `callId` while it is live and held by `holder`'s network; else null. */
  target(callId: string, holder: string): Promise<string | null>;
}

/** The status before any live check ran. */
export const NO_LIVE_CHECK: LiveCheckStatus = {
  lastRunAt: null,
  lastPassed: null,
  lastPassedAt: null,
  consecutiveFailures: 0,
  failures: [],
  typedTurns: 'socket',
};

/** The answer of `live_check_status()` as typed values (unknown fields ignored). */
export function readLiveCheckStatus(value: unknown): LiveCheckStatus {
  const row = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    lastRunAt: text(row.lastRunAt),
    lastPassed: typeof row.lastPassed === 'boolean' ? row.lastPassed : null,
    lastPassedAt: text(row.lastPassedAt),
    consecutiveFailures: Number(row.consecutiveFailures) || 0,
    failures: Array.isArray(row.failures) ? row.failures.filter((f) => typeof f === 'string') : [],
    typedTurns: row.typedTurns === 'control' ? 'control' : 'socket',
  };
}

/** In-memory store with the SQL functions' semantics, for `deno test`. */
export function createMemoryTypedTurnStore(status: Partial<LiveCheckStatus> = {}) {
  const controls = new Map<string, string>();
  /** callId -> the holder (network) whose live call it is. */
  const live = new Map<string, string>();
  const store: TypedTurnStore = {
    liveCheck: () => Promise.resolve({ ...NO_LIVE_CHECK, ...status }),
    recordControl(callId, controlUrl) {
      controls.set(callId, controlUrl);
      return Promise.resolve();
    },
    target: (callId, holder) =>
      Promise.resolve(live.get(callId) === holder ? (controls.get(callId) ?? null) : null),
  };
  return { store, controls, live };
}
