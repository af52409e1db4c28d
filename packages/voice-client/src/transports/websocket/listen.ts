/** Something with DOM-style events: a WebSocket (or the hub's view of one), a track, a signal. */
interface EventSource<T extends string> {
  addEventListener(type: T, listener: (event: Event) => void): void;
  removeEventListener(type: T, listener: (event: Event) => void): void;
}

type Listener = (event: Event) => void;

/** Adds the listeners (by event type) to `target`; returns the function that removes them. */
export function listen<T extends string>(
  target: EventSource<T>,
  listeners: { [K in T]?: (event: never) => void },
): () => void {
  const entries = Object.entries(listeners) as [T, Listener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
