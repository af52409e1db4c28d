// Only what the site reads goes to the browser: the assistant's `clientMessages` (what Vapi sends
// to the page during a call) is the voice socket protocol's list of the types the site and the
// voice client act on, and no type on it has a field of its own that can carry tool or assistant
// configuration. Which types can is read from Vapi's vendored latest OpenAPI document, so a type
// added to the list (or a field Vapi adds to one) that reaches a tool's `server` (its `headers`,
// where a secret would sit) or an assistant definition fails here.
import { loadDocument } from '@hlasovy-asistent/platform-api/contract-server';
import { VOICE_SOCKET_BROWSER_MESSAGE_TYPES } from '@hlasovy-asistent/platform-api/voice-socket';
import { describe, expect, test } from 'vitest';
import { buildAssistant, readAssistantSettings } from '../src/index.ts';

type Schema = { properties?: Record<string, unknown> };
const schemas = (loadDocument('latest').components?.schemas ?? {}) as Record<string, Schema>;

/**
 * The fields every client message may carry, whatever its type (the document lists the call,
 * the customer and the assistant on each, and the chat on server messages): not what makes one type riskier than another.
 * assistant/README.md ("What the page receives") says what protects the secrets from these.
 */
const ENVELOPE = new Set([
  'chat',
  'type',
  'timestamp',
  'phoneNumber',
  'assistantVersion',
  'call',
  'customer',
  'assistant',
]);
/** A tool's server (url, headers, credential) and an assistant definition. */
const CONFIGURATION = new Set(['Server', 'CreateAssistantDTO']);

function refsOf(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsOf(item, into);
  else if (node && typeof node === 'object') {
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') into.add(ref.split('/').at(-1) as string);
    for (const value of Object.values(node)) refsOf(value, into);
  }
  return into;
}

/** Every schema `node` reaches through `$ref`s. */
function reachable(node: unknown): Set<string> {
  const seen = new Set<string>();
  const queue = [...refsOf(node, new Set())];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsOf(schemas[name], new Set()));
  }
  return seen;
}

/**
 * The schema of each message type (by its `type` enum): its ClientMessage* schema, else the
 * ServerMessage* one (the document has no client schema of `status-update`; the message the page
 * gets is the one the server gets).
 */
const schemaByType = new Map<string, string>();
for (const prefix of ['ServerMessage', 'ClientMessage']) {
  for (const [name, schema] of Object.entries(schemas)) {
    if (!new RegExp(`^${prefix}[A-Z]`).test(name)) continue;
    const type = schema.properties?.type as { enum?: string[] } | undefined;
    for (const value of type?.enum ?? []) schemaByType.set(value, name);
  }
}

/** The fields of a type's own (outside the envelope) that reach configuration. */
function configurationFields(type: string): string[] {
  const name = schemaByType.get(type);
  if (!name) return ['<no ClientMessage schema in the document: its shape is unknown>'];
  return Object.entries(schemas[name]?.properties ?? {})
    .filter(([field]) => !ENVELOPE.has(field))
    .filter(([, value]) => [...reachable(value)].some((ref) => CONFIGURATION.has(ref)))
    .map(([field]) => field);
}

const clientMessages = buildAssistant(readAssistantSettings({})).clientMessages ?? [];

describe("the assistant's clientMessages", () => {
  test('is the voice socket protocol list of what the site reads, nothing else', () => {
    expect(clientMessages).toEqual([...VOICE_SOCKET_BROWSER_MESSAGE_TYPES]);
    expect(clientMessages).toContain('tool-calls-result');
  });

  test.each(clientMessages)('%s carries no tool or assistant configuration', (type) => {
    expect(configurationFields(type)).toEqual([]);
  });

  test('the check finds the types that do (so it cannot pass by finding nothing)', () => {
    expect(configurationFields('tool-calls')).toEqual(['toolWithToolCallList']);
    expect(configurationFields('assistant.started')).toEqual(['newAssistant']);
    expect(configurationFields('transfer-update')).toEqual(['toAssistant', 'fromAssistant']);
    expect(configurationFields('function-call')).toHaveLength(1);
    expect(configurationFields('transcript')).toEqual([]);
  });
});
