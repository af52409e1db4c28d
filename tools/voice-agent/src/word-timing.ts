// Which words of a line have been heard after `playedMs` of its audio: the words' share of the
// characters stands in for their share of the time (espeak-ng gives no word timings). Feeds the
// assistant's partial transcripts and the final transcript of an interrupted line.

/** The words spoken after `fraction` (0..1) of the line, joined with single spaces. */
export function spokenPrefix(text: string, fraction: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (fraction >= 1) return words.join(' ');
  const total = words.reduce((n, word) => n + word.length, 0);
  const spoken: string[] = [];
  let chars = 0;
  for (const word of words) {
    chars += word.length;
    if (chars / total > fraction) break;
    spoken.push(word);
  }
  return spoken.join(' ');
}
