/**
 * Writes a CSS custom property inline only where it differs from the stylesheet's value, and
 * removes it where it is the same again. The prerendered page carries no inline styles (a strict
 * style-src), so the stylesheet's value is what the first paint shows: writing that same value at
 * hydration still marks the element's style changed, and the browser restyles and repaints it
 * (the hero's sky and the orb: about 5 ms of raster on a phone profile, beside the hydration's
 * own task, issue 40). Removing a property that is not there changes nothing.
 */
export function setCssVariable(
  style: CSSStyleDeclaration,
  name: `--${string}`,
  value: number,
  stylesheetValue: number,
): void {
  if (value === stylesheetValue) style.removeProperty(name);
  else style.setProperty(name, String(value));
}
