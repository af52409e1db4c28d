import { isVapiError, type VapiClient } from '@hlasovy-asistent/platform-api';
import { AssistantError } from './AssistantError.ts';

export type LiveAssistant = Record<string, unknown> & { id: string; name?: string };

/** The assistants API the commands use (a VapiClient, or a test double of it). */
export type AssistantsApi = Pick<VapiClient['assistants'], 'list' | 'get' | 'create' | 'update'>;

/** Vapi's failures as one error that names the operation and the status. */
export async function vapi<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    const detail = isVapiError(cause)
      ? `${cause.status ?? cause.code}${cause.body ? ` ${JSON.stringify(cause.body).slice(0, 300)}` : ''}`
      : String(cause);
    throw new AssistantError('vapi_failed', `${what} failed: ${detail}`, { cause });
  }
}

/**
 * The live assistant of this name (Vapi has no name filter: the list, newest 1000, filtered
 * here), or undefined. Two assistants with the name are refused: which one to change is not
 * guessed.
 */
export async function findByName(
  api: AssistantsApi,
  name: string,
): Promise<LiveAssistant | undefined> {
  const all = (await vapi('GET /assistant', () => api.list({ limit: 1000 }))) as LiveAssistant[];
  const named = all.filter((a) => a.name === name);
  if (named.length > 1) {
    const ids = named.map((a) => a.id).join(', ');
    throw new AssistantError(
      'ambiguous_name',
      `${named.length} assistants are named "${name}" (${ids}); rename or delete all but one`,
    );
  }
  return named[0];
}
