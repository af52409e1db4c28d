/**
 * The client's own barge-in rule (the server's `user-interrupted` is the other trigger): while
 * the assistant's audio is playing, a microphone level (RMS of a 20 ms frame, after the
 * browser's echo cancellation) of at least `level` in consecutive frames lasting `holdMs` means
 * the visitor talks over it, and the queued assistant audio is dropped at once. The hold keeps
 * clicks and echo residue from cutting the assistant off; it fires once per assistant turn.
 */
export interface BargeInRule {
  /** Microphone RMS (0..1 of full scale) that counts as the visitor speaking. Default 0.04. */
  level: number;
  /** How long the level must hold. Default 160 ms (8 frames of 20 ms). */
  holdMs: number;
}

export const DEFAULT_BARGE_IN: BargeInRule = { level: 0.04, holdMs: 160 };

export function createBargeInDetector(rule: BargeInRule, frameMs: number) {
  const needed = Math.max(1, Math.ceil(rule.holdMs / frameMs));
  let run = 0;
  let armed = true;
  return {
    /** One microphone frame; true when the visitor barged in (then disarmed until `rearm`). */
    feed(rms: number, assistantPlaying: boolean): boolean {
      if (!assistantPlaying || !armed) {
        run = 0;
        return false;
      }
      run = rms >= rule.level ? run + 1 : 0;
      if (run < needed) return false;
      run = 0;
      armed = false;
      return true;
    },
    /** A new assistant turn started. */
    rearm(): void {
      armed = true;
      run = 0;
    },
  };
}
