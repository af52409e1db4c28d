const stack: symbol[] = [];

/** Registers an open dialog; the most recently opened one handles Escape and Tab. */
export function pushModal(): { isTop: () => boolean; release: () => void } {
  const id = Symbol('modal');
  stack.push(id);
  return {
    isTop: () => stack[stack.length - 1] === id,
    release: () => {
      const index = stack.indexOf(id);
      if (index >= 0) stack.splice(index, 1);
    },
  };
}
