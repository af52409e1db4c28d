import type { Logger } from '@hlasovy-asistent/validation';

// biome-ignore lint/suspicious/noExplicitAny: listener maps need an open argument list
type ListenerMap<M> = { [K in keyof M]: (...args: any[]) => void };

const MAX_LISTENERS_PER_EVENT = 10;

export interface Emitter<M extends ListenerMap<M>> {
  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof M & string>(event: K, listener: M[K]): () => void;
  once<K extends keyof M & string>(event: K, listener: M[K]): () => void;
  off<K extends keyof M & string>(event: K, listener: M[K]): void;
  /** Calls every listener; never throws (a throwing listener is reported through the logger). */
  emit<K extends keyof M & string>(event: K, ...args: Parameters<M[K]>): void;
  listenerCount(event?: keyof M & string): number;
  removeAllListeners(event?: keyof M & string): void;
}

export function createEmitter<M extends ListenerMap<M>>(
  logger: Logger,
  maxListeners = MAX_LISTENERS_PER_EVENT,
): Emitter<M> {
  const listeners = new Map<string, Set<M[keyof M]>>();
  const warned = new Set<string>();
  /** once() wrappers by the listener they wrap, so off(listener) removes them too. */
  const wrappers = new Map<string, Map<M[keyof M], M[keyof M]>>();

  const off = <K extends keyof M & string>(event: K, listener: M[K]) => {
    const set = listeners.get(event);
    if (!set) return;
    const wrapper = wrappers.get(event)?.get(listener);
    if (wrapper) {
      wrappers.get(event)?.delete(listener);
      set.delete(wrapper);
    }
    set.delete(listener);
  };

  const on = <K extends keyof M & string>(event: K, listener: M[K]) => {
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    set.add(listener);
    if (set.size > maxListeners && !warned.has(event)) {
      warned.add(event);
      logger.warn(
        `voice-client: ${set.size} listeners for "${event}" (limit ${maxListeners}); possible leak`,
      );
    }
    return () => off(event, listener);
  };

  return {
    on,
    off,
    once(event, listener) {
      const wrapper = ((...args: Parameters<typeof listener>) => {
        off(event, listener);
        listener(...args);
      }) as typeof listener;
      const byListener = wrappers.get(event) ?? new Map<M[keyof M], M[keyof M]>();
      wrappers.set(event, byListener);
      byListener.set(listener, wrapper);
      on(event, wrapper);
      return () => off(event, listener);
    },
    emit(event, ...args) {
      const set = listeners.get(event);
      if (!set || set.size === 0) return;
      for (const listener of [...set]) {
        try {
          listener(...args);
        } catch (error) {
          logger.error(`voice-client: a "${event}" listener threw`, error);
        }
      }
    },
    listenerCount(event) {
      if (event !== undefined) return listeners.get(event)?.size ?? 0;
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    removeAllListeners(event) {
      if (event === undefined) {
        listeners.clear();
        wrappers.clear();
      } else {
        listeners.delete(event);
        wrappers.delete(event);
      }
    },
  };
}
