/** The visitor's typed question the typed-turn tests send. */
export const TYPED_TEXT = 'Aké máte voľné termíny?';

/** The `add-message` frame a typed turn becomes on the wire (Daily app message or socket text). */
export function typedTurnMessage(content: string = TYPED_TEXT) {
  return { type: 'add-message', message: { role: 'user', content }, triggerResponseEnabled: true };
}
