/**
 * Applies `step` until the text stops changing. Every step used here only deletes characters, so
 * the loop ends; the result is a fixed point of `step`, which makes sanitising idempotent and
 * means a removal can never leave behind a new match (it is removed on the next round).
 */
export function untilStable(text: string, step: (text: string) => string): string {
  let current = text;
  for (;;) {
    const next = step(current);
    if (next === current) return current;
    current = next;
  }
}
