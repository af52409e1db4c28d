/** Run `task` when the main thread is idle (next macrotask where unsupported). Returns cancel. */
export function afterIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
