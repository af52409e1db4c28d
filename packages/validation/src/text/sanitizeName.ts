/** Skeleton: replaced by the real implementation. */
export function sanitizeName(input: string, maxLength = 100): string {
  return input.replace(/[^\p{L}\p{M} '’.-]/gu, '').slice(0, maxLength);
}
