import type { BargeInRule } from './options.ts';

/** Applies the client's barge-in rule (`BargeInRule`) to the microphone frames, in the audio hub. */
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
