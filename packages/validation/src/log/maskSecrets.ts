/** Skeleton: replaced by the real implementation. */
export function maskSecrets<T>(value: T): T {
  return value;
}
