/** Daily's remote level sample: the sum over remote participants, finite positive values only. */
export function sumLevels(levels: Record<string, number> | undefined): number {
  let sum = 0;
  for (const value of Object.values(levels ?? {})) {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) sum += value;
  }
  return sum;
}
