/** Skeleton: replaced by the real implementation. */
export function sanitizeField(input: string, maxLength = 254): string {
  return input.replace(/[<>]/g, '').slice(0, maxLength);
}
