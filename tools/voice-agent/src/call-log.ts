// Per-call log lines. Bad input is logged, but a client that floods bad frames must not flood
// the log: each kind is written the first 3 times, then every 100th time with its count.

export type LogLine = (line: string) => void;

export interface CallLog {
  info(message: string): void;
  /** A rejected input of `kind` (e.g. `odd-frame`), throttled per kind. */
  rejected(kind: string, detail: string): void;
  /** How many inputs of each kind were rejected. */
  readonly rejections: ReadonlyMap<string, number>;
}

export function createCallLog(log: LogLine, callId: string): CallLog {
  const rejections = new Map<string, number>();
  const prefix = `[voice-agent] call ${callId.slice(0, 8)}`;
  return {
    info: (message) => log(`${prefix}: ${message}`),
    rejected(kind, detail) {
      const count = (rejections.get(kind) ?? 0) + 1;
      rejections.set(kind, count);
      if (count <= 3 || count % 100 === 0) {
        log(`${prefix}: ignored ${kind} (${detail})${count > 3 ? ` [${count} so far]` : ''}`);
      }
    },
    rejections,
  };
}
