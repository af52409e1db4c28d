/** Cuts `text` to at most `max` UTF-16 units without leaving half a surrogate pair at the end. */
export function capLength(text: string, max: number): string {
  const limit = Number.isNaN(max) ? 0 : Math.max(0, Math.floor(max));
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
