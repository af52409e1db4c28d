/**
 * Regex source matching `char` itself or any HTML numeric character reference to it (decimal or
 * hex, leading zeros, with or without the closing ';'), in either letter case. Use with the `i` flag.
 */
export function entityPattern(char: string): string {
  const codes = new Set([char.toLowerCase().codePointAt(0), char.toUpperCase().codePointAt(0)]);
  const literal = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const alternatives = [literal];
  for (const code of codes) {
    if (code === undefined) continue;
    alternatives.push(`&#0*${code}(?![0-9]);?`, `&#x0*${code.toString(16)}(?![0-9a-f]);?`);
  }
  return `(?:${alternatives.join('|')})`;
}
