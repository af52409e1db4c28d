interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(task: Promise<unknown>): void };
}

/**
 * Keeps `task` running after the response (hosted Supabase's `EdgeRuntime.waitUntil`; the local
 * stack preloads a shim). Where neither exists the promise simply runs on.
 */
export function waitUntil(task: Promise<unknown>): void {
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
  if (runtime) runtime.waitUntil(task);
  else task.catch(() => {});
}
