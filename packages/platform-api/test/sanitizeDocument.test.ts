// The published documents' defects that would make the contract server refuse valid bodies.
import { describe, expect, test } from 'vitest';
import { sanitizeDocument } from '../contract/sanitizeDocument.ts';
import { createSchemaValidator, loadDocument, type OpenApiDocument } from '../contract/server.ts';

const doc = (schema: unknown): OpenApiDocument => ({
  paths: {},
  components: { schemas: { S: schema } },
});

describe('sanitized documents', () => {
  test('an array-level string enum repeated on items no longer refuses every array', () => {
    const validate = createSchemaValidator(
      sanitizeDocument(
        doc({
          type: 'object',
          properties: {
            list: { type: 'array', enum: ['a', 'b'], items: { type: 'string', enum: ['a', 'b'] } },
          },
        }),
      ),
    );
    expect(validate('S', { list: ['a', 'b'] })).toEqual([]);
    expect(validate('S', { list: ['c'] })).not.toEqual([]);
  });

  test("serverMessages of the latest document takes Vapi's message names", () => {
    const validate = createSchemaValidator(loadDocument('latest'));
    expect(validate('CreateAssistantDTO', { serverMessages: ['status-update'] })).toEqual([]);
    expect(validate('CreateAssistantDTO', { serverMessages: ['no-such-message'] })).not.toEqual([]);
  });

  test('a function tool name of the latest document is checked by the pattern Vapi means', () => {
    const validate = createSchemaValidator(loadDocument('latest'));
    const tool = (name: string) => ({ type: 'function', function: { name } });
    expect(validate('CreateFunctionToolDTO', tool('demo_slots'))).toEqual([]);
    expect(validate('CreateFunctionToolDTO', tool('demo slots!'))).not.toEqual([]);
  });
});
