/**
 * Makes every other child of <body> inert (unreachable by focus, pointer and assistive tech)
 * while `keep` is open. Only elements this call changed are restored, so dialogs can stack.
 */
export function makeOthersInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child === keep || child.contains(keep)) continue;
    if (child.inert || child.tagName === 'SCRIPT') continue;
    child.inert = true;
    changed.push(child);
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}
