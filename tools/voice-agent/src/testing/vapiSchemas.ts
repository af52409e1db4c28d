// The agent's messages checked against Vapi's OpenAPI document (vapi-openapi-latest.json):
// the schema's rules (required fields, enums, types) and no field the schema does not declare.
import {
  createSchemaValidator,
  loadDocument,
  type OpenApiDocument,
} from '@hlasovy-asistent/platform-api/contract-server';

const SCHEMA_OF: Record<string, string> = {
  'speech-update': 'ClientMessageSpeechUpdate',
  transcript: 'ClientMessageTranscript',
  'conversation-update': 'ClientMessageConversationUpdate',
  'user-interrupted': 'ClientMessageUserInterrupted',
  'status-update': 'ServerMessageStatusUpdate',
  'tool-calls-result': 'ClientMessageToolCallsResult',
};

let cached:
  | { doc: OpenApiDocument; validate: ReturnType<typeof createSchemaValidator> }
  | undefined;

function validators() {
  cached ??= (() => {
    const doc = loadDocument('latest');
    return { doc, validate: createSchemaValidator(doc) };
  })();
  return cached;
}

/**
 * Compiles the five schemas now (they reference Call and CreateAssistantDTO: seconds on a busy
 * machine), so a test's hooks do not pay for it. Call it from beforeAll with a long timeout.
 */
export function compileMessageSchemas(): void {
  const { validate } = validators();
  for (const name of Object.values(SCHEMA_OF)) validate(name, {});
}

/** Problems with one message ([] when it is what a Vapi call sends). */
export function messageProblems(message: unknown): string[] {
  const cached = validators();
  const type = (message as { type?: unknown }).type;
  const name = typeof type === 'string' ? SCHEMA_OF[type] : undefined;
  if (!name) return [`no schema for type ${String(type)}`];
  const problems = cached
    .validate(name, message)
    .map((e) => `${name}${e.instancePath} ${e.message}`);
  const schema = cached.doc.components?.schemas?.[name] as { properties?: object };
  for (const key of Object.keys(message as object)) {
    if (!(key in (schema.properties ?? {}))) problems.push(`${name}: undeclared field ${key}`);
  }
  return problems;
}
