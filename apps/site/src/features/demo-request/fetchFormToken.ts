import type { FunctionBackend } from '../../lib/functionAddress.ts';

/**
 * GET the `demo-form-token` function: the signed token that lets the server check the form's
 * minimum fill time. Undefined when it cannot be had: the form still submits (the lead is stored;
 * the server then does not dial it).
 */
export async function fetchFormToken({
  signal,
  ...backend
}: FunctionBackend & { signal?: AbortSignal }): Promise<string | undefined> {
  try {
    const { callFunction } = await import('../../lib/callFunction.ts');
    return (await callFunction(backend, 'demo-form-token', undefined, { signal })).token;
  } catch {
    return undefined;
  }
}
