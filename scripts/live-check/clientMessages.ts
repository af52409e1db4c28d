// What a client may see of a call and never should: the assistant's or a tool's configuration
// (Vapi's client messages can carry `assistant`, `call`, `phoneNumber`, a tool's server URL
// and headers, the system prompt in the conversation) and the value of any secret the deploy
// holds. The live check runs every message it saw (socket frames, the functions' answers)
// through here; a finding names the message and the place, never the value.
import { scanText } from '../scan-secrets.ts';

/**
 * Keys whose object is configuration a browser must not get: the assistant and its parts, the
 * tools and their servers, credentials, the call's live control (`monitor`: whoever holds its
 * URL controls the call) and the phone number's settings.
 */
const CONFIGURATION_KEYS = new Set([
  'assistant',
  'assistantOverrides',
  'squad',
  'squadOverrides',
  'workflow',
  'workflowOverrides',
  'model',
  'transcriber',
  'voice',
  'tools',
  'toolIds',
  'toolWithToolCallList',
  'server',
  'serverUrl',
  'serverUrlSecret',
  'credentials',
  'credentialId',
  'headers',
  'monitor',
  'monitorPlan',
  'controlUrl',
  'listenUrl',
  'phoneNumber',
  'systemPrompt',
]);

/** Arrays that hold a conversation (a `system` message there is the prompt). */
const CONVERSATION_KEYS = new Set(['messages', 'messagesOpenAIFormatted', 'conversation']);

type Env = Record<string, string | undefined>;

function configurationPaths(value: unknown, path: string, found: string[]): void {
  if (found.length >= 10) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      configurationPaths(item, `${path}[${i}]`, found);
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const filled = child !== null && child !== undefined && child !== '';
    if (CONFIGURATION_KEYS.has(key) && filled) {
      found.push(`configuration at ${at}`);
      continue;
    }
    if (CONVERSATION_KEYS.has(key) && Array.isArray(child)) {
      child.forEach((message, i) => {
        if ((message as { role?: unknown } | null)?.role === 'system') {
          found.push(`the system prompt at ${at}[${i}]`);
        }
      });
    }
    configurationPaths(child, at, found);
  }
}

/**
 * The problems of one message a client received (`what` names it, e.g. `socket transcript`):
 * configuration by place, secrets by setting name or kind. Empty when it is clean.
 */
export function clientMessageProblems(what: string, message: unknown, env: Env): string[] {
  const problems: string[] = [];
  const paths: string[] = [];
  configurationPaths(message, '', paths);
  for (const path of paths) problems.push(`${what}: ${path}`);
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  for (const secret of scanText(text ?? '', env)) problems.push(`${what}: ${secret.kind}`);
  return problems;
}

/** The `type` of a message for a finding (`frame` for one without a string type). */
export function messageType(message: unknown): string {
  const type = (message as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.slice(0, 40) : 'frame';
}
