/** `JSON.stringify(value)`, or `undefined` when the value is not JSON-serialisable. */
export function jsonText(value: unknown): string | undefined {
  try {
    const text: unknown = JSON.stringify(value);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}
