import { checkTypedTurn, TYPED_TURN_MAX_CHARS } from '@hlasovy-asistent/validation';
import { expect, test } from 'vitest';
import { APP_MESSAGE_MAX_BYTES, appMessageSchema } from '../src/core/appMessageSchema.ts';
import { CALL_START_REQUIRED_MESSAGE, callStartSchema } from '../src/core/callStartSchema.ts';
import { checkRule } from '../src/core/rules.ts';
import { rules } from './support/ruleTable.ts';

rules('callStartSchema', callStartSchema, [
  ['an assistantId is enough', { assistantId: 'asst_1' }, null],
  ['an inline assistant is enough', { assistant: { model: {} } }, null],
  ['a squadId is enough', { squadId: 'sq' }, null],
  ['an inline squad is enough', { squad: { members: [] } }, null],
  ['a workflowId is enough', { workflowId: 'wf' }, null],
  ['an inline workflow with overrides', { workflow: {}, workflowOverrides: { a: 1 } }, null],
  ['overrides alone are not enough', { assistantOverrides: { x: 1 } }, CALL_START_REQUIRED_MESSAGE],
  ['an empty body is rejected', {}, 'Assistant or Squad or Workflow must be provided'],
  ['an empty assistantId is rejected', { assistantId: '' }, 'assistantId must not be empty'],
  ['a non-object assistant is rejected', { assistant: 'x' }, 'assistant must be an object'],
]);

rules('appMessageSchema', appMessageSchema, [
  ['a small object', { type: 'say', text: 'ahoj' }, null],
  ['exactly the maximum', 'x'.repeat(APP_MESSAGE_MAX_BYTES - 2), null],
  [
    'one byte over',
    'x'.repeat(APP_MESSAGE_MAX_BYTES - 1),
    `App message must be at most 4096 bytes once JSON-serialised`,
  ],
  ['multi-byte characters count as bytes', 'š'.repeat(2047), null],
  [
    'multi-byte characters over the byte limit',
    'š'.repeat(2048),
    'App message must be at most 4096 bytes once JSON-serialised',
  ],
  ['undefined is not serialisable', undefined, 'App message must be JSON-serialisable'],
  ['a function is not serialisable', () => 1, 'App message must be JSON-serialisable'],
  ['a BigInt is not serialisable', { n: 1n }, 'App message must be JSON-serialisable'],
]);

test('the longest worst-case typed turn still fits one app message with its envelope', () => {
  // 3-byte characters and quotes (escaped to 2 bytes) are the worst UTF-16 units in JSON.
  for (const unit of ['€', '"', '\\']) {
    const checked = checkTypedTurn(unit.repeat(TYPED_TURN_MAX_CHARS));
    expect(checked.ok).toBe(true);
    const message = {
      type: 'add-message',
      message: { role: 'user', content: checked.ok ? checked.text : '' },
      triggerResponseEnabled: true,
    };
    expect(checkRule(appMessageSchema, message).ok).toBe(true);
  }
});
