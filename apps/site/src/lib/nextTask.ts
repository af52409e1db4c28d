/** Resolves in a task of its own (a macrotask: the browser may paint and take input first). */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
