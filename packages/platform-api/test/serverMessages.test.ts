// What Vapi sends to an app's server (`@hlasovy-asistent/platform-api/server-messages`): every
// field a schema checks is one the latest OpenAPI document defines, and the messages read as Vapi
// sends them.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  chatSchema,
  endOfCallReportMessageSchema,
  serverMessageSchema,
  statusUpdateMessageSchema,
  toolCallResultSchema,
  toolCallSchema,
  toolCallsAnswerSchema,
  toolCallsMessageSchema,
} from '../src/serverMessages/index.ts';

type Json = Record<string, unknown>;
const doc = JSON.parse(
  readFileSync(new URL('../openapi/vapi-openapi-latest.json', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, Json> } };

/** A document schema with its `$ref`, `allOf`, `oneOf` and `items` followed. */
function resolve(schema: Json | undefined): Json[] {
  if (!schema) return [];
  const ref = schema.$ref as string | undefined;
  if (ref) return resolve(doc.components.schemas[ref.split('/').pop() as string]);
  const parts = [...((schema.allOf as Json[]) ?? []), ...((schema.oneOf as Json[]) ?? [])];
  if (parts.length > 0) return parts.flatMap(resolve);
  if (schema.items) return resolve(schema.items as Json);
  return [schema];
}

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
};
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The object schemas under `schema` (through optional, nullable and array). */
function objectsOf(schema: unknown): Record<string, unknown>[] {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return [def.shape];
  if (def.type === 'array') return objectsOf(def.element);
  if (def.innerType) return objectsOf(def.innerType);
  return [];
}

/** Each field `schema` checks that the document's `component` does not define, as a path. */
function undefinedFields(schema: unknown, component: Json[], path = ''): string[] {
  return objectsOf(schema).flatMap((shape) =>
    Object.entries(shape).flatMap(([name, field]) => {
      const defined = component.flatMap((c) =>
        resolve((c.properties as Record<string, Json> | undefined)?.[name]),
      );
      if (defined.length === 0) return [`${path}${name}`];
      return undefinedFields(field, defined, `${path}${name}.`);
    }),
  );
}

const component = (name: string) => resolve(doc.components.schemas[name]);

describe('each field is the latest document’s', () => {
  test.each([
    ['ServerMessageStatusUpdate', statusUpdateMessageSchema],
    ['ServerMessageEndOfCallReport', endOfCallReportMessageSchema],
    ['ServerMessageToolCalls', toolCallsMessageSchema],
    ['ToolCall', toolCallSchema],
    ['ToolCallResult', toolCallResultSchema],
    ['Chat', chatSchema],
  ] as const)('%s', (name, schema) => {
    expect(component(name).length).toBeGreaterThan(0);
    expect(undefinedFields(schema, component(name))).toEqual([]);
  });

  test('the walk finds a field the document does not have', () => {
    const shape = { type: 'tool-calls', toolCallList: [], nope: 1 };
    const extra = toolCallsMessageSchema.def.shape;
    expect(
      undefinedFields(
        { _zod: { def: { type: 'object', shape: { ...extra, nope: extra.type } } } },
        component('ServerMessageToolCalls'),
      ),
    ).toEqual(['nope']);
    expect(toolCallsMessageSchema.safeParse(shape).success).toBe(true);
  });
});

describe('as Vapi sends them', () => {
  test('a tool-calls message of a call or of a chat; arguments as an object or a JSON string', () => {
    const call = {
      type: 'tool-calls',
      toolCallList: [
        { id: 't1', type: 'function', function: { name: 'demo_slots', arguments: { date: 'x' } } },
        { id: 't2', type: 'function', function: { name: 'demo_slots', arguments: '{"a":1}' } },
      ],
      call: { id: 'c-1', monitor: { controlUrl: 'https://control.vapi.test/c-1' } },
      assistant: { name: 'kept' },
    };
    expect(toolCallsMessageSchema.parse(call)).toEqual(call);
    const chat = {
      type: 'tool-calls',
      toolCallList: [],
      chat: { id: 'ch-2', previousChatId: null },
    };
    expect(toolCallsMessageSchema.parse(chat)).toEqual(chat);
    expect(toolCallsMessageSchema.safeParse({ type: 'tool-calls' }).success).toBe(false);
    expect(
      toolCallsMessageSchema.safeParse({ type: 'tool-calls', toolCallList: [{ id: 't' }] }).success,
    ).toBe(false);
  });

  test('any server message reads as its envelope; a status update and a report by their type', () => {
    expect(serverMessageSchema.parse({ message: { type: 'hang', x: 1 } })).toEqual({
      message: { type: 'hang', x: 1 },
    });
    expect(serverMessageSchema.safeParse({ message: {} }).success).toBe(false);
    expect(
      statusUpdateMessageSchema.safeParse({ type: 'status-update', status: 'ended' }).success,
    ).toBe(true);
    expect(
      endOfCallReportMessageSchema.safeParse({ type: 'end-of-call-report', cost: 1 }).success,
    ).toBe(false);
  });

  test("a tool server's answer and a chat's output", () => {
    const results = { results: [{ name: 'demo_slots', toolCallId: 't1', result: 'ok' }] };
    expect(toolCallsAnswerSchema.parse(results)).toEqual(results);
    expect(toolCallsAnswerSchema.safeParse({ results: [{ name: 'x' }] }).success).toBe(false);
    const chat = {
      id: 'ch-1',
      output: [
        { role: 'assistant', content: null, tool_calls: [{ id: 't', function: { name: 'x' } }] },
        { role: 'tool', content: 'result', tool_call_id: 't' },
        { role: 'assistant', content: 'Dobrý deň' },
      ],
      costs: [{ type: 'model', cost: 0.01 }],
    };
    expect(chatSchema.parse(chat)).toEqual(chat);
    expect(chatSchema.safeParse({ output: [{ role: 'tool', content: 7 }] }).success).toBe(false);
  });
});
