// One definition of the HTTP edge (scripts/one-definition.ts says what counts as a second one and
// why): each function's contract, read by its frame and by the site's fetch helper.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listFunctions } from '@hlasovy-asistent/local-stack';
import { FUNCTION_CONTRACTS, FUNCTION_ERROR_STATUS } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { findingsInRepository } from './guard-findings.ts';
import { type ContractFields, isScanned, secondDefinitions } from './one-definition.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CODES = Object.keys(FUNCTION_ERROR_STATUS);

type Def = { type: string; shape?: object; options?: Def[]; in?: Def; innerType?: Def };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * The top-level field lists a schema accepts (an object's: all its fields and the required ones;
 * each option's of a union).
 */
function fieldSets(schema: unknown): string[][] {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape);
    const required = fields.filter(([, field]) => defOf(field).type !== 'optional');
    return [fields.map(([name]) => name), required.map(([name]) => name)];
  }
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => fieldSets(option));
  if (def.type === 'pipe') return fieldSets(def.in);
  if (def.innerType) return fieldSets(def.innerType);
  return [];
}

const CONTRACT_FIELDS: ContractFields[] = FUNCTION_CONTRACTS.map((contract) => ({
  name: contract.name,
  fieldSets: [
    ...(contract.request ? fieldSets(contract.request) : []),
    ...fieldSets(contract.answer),
  ],
}));

const found = (path: string, code: string) => secondDefinitions(path, code, CONTRACT_FIELDS, CODES);

describe('secondDefinitions: what a second definition of the edge looks like', () => {
  test.each([
    [
      'a second schema of an answer',
      'supabase/functions/chat/x.ts',
      `const s = z.object({ conversationId: z.string(), reply: z.string(), turnsLeft: n });`,
      'contract',
    ],
    [
      'a second type of a request',
      'supabase/functions/chat/x.ts',
      'interface Turn { token: unknown; conversationId: string | null; text: string }',
      'contract',
    ],
    [
      'a contract defined outside the contracts',
      'supabase/functions/chat/x.ts',
      `const c = functionContract({ name: 'chat' });`,
      'contract',
    ],
    [
      'a body read by hand',
      'supabase/functions/chat/index.ts',
      'const body = await readJsonBody(req, 4096);',
      'body',
    ],
    ['a body read by hand', 'supabase/functions/x/index.ts', 'const b = await req.json();', 'body'],
    [
      'a clone of the request read by hand',
      'supabase/functions/voice-call-message/index.ts',
      'const raw = await req.clone().json();',
      'body',
    ],
    [
      'the body of a request parameter of another name',
      'supabase/functions/x/y.ts',
      'async function f(incoming: Request) { return await incoming.text(); }',
      'body',
    ],
    [
      'a record check by hand',
      'supabase/functions/vapi-tools/x.ts',
      'const isRecord = (v: unknown) => typeof v === "object";',
      'body',
    ],
    [
      'a function called by hand from the site',
      'apps/site/src/features/x/y.ts',
      `fetch(\`\${url}/functions/v1/chat\`, { method: "POST" });`,
      'body',
    ],
    [
      'a function invoked through supabase-js',
      'apps/site/src/features/x/y.ts',
      `supabase.functions.invoke('handle-demo-request', { body });`,
      'body',
    ],
    [
      'a code listed again',
      'apps/site/src/features/x/y.ts',
      `const GONE = new Set(['slot_in_past', 'slot_too_far']);`,
      'code',
    ],
    [
      'a code compared with a bare string',
      'apps/site/src/features/x/y.ts',
      `if (code === 'slot_taken') show();`,
      'code',
    ],
    [
      'a code in a constant',
      'supabase/functions/x/y.ts',
      `const MISMATCH = 'consent_source_mismatch';`,
      'code',
    ],
  ])('%s is found', (_title, path, code, rule) => {
    const findings = found(path, code);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) expect(finding).toContain(`: ${rule}: `);
  });

  test('codes the compiler checks against the contracts, and the frame, are not', () => {
    const code = [
      `throw new HttpError('slot_taken', 'Taken', { details });`,
      `type Refused = 'slot_taken' | 'slot_outside_hours';`,
      `const CODES: Record<DialRefusal, ErrorCode> = { invalid_number: 'phone_invalid' };`,
      `if (error.code === 'config_missing') warn();`,
      `const answer = await readRequest(contract, req);`,
      `const vapi = await response.json();`,
    ].join('\n');
    expect(found('supabase/functions/x/y.ts', code)).toEqual([]);
  });

  test('tests, fakes and the contracts themselves are not read', () => {
    expect(isScanned('apps/site/src/features/demo-request/bookingRefusal.ts')).toBe(true);
    expect(isScanned('supabase/functions/chat/index.ts')).toBe(true);
    expect(isScanned('packages/validation/src/function-contracts/chat.ts')).toBe(false);
    expect(isScanned('supabase/functions/chat/index_test.ts')).toBe(false);
    expect(isScanned('supabase/functions/_testing/fakes.ts')).toBe(false);
    expect(isScanned('apps/site/src/features/demo-request/testing/fakeDeps.ts')).toBe(false);
  });
});

describe('one contract per function', () => {
  const functions = listFunctions();

  test('each function has one contract, named after its folder', () => {
    const names = FUNCTION_CONTRACTS.map((contract) => contract.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...functions].sort());
  });

  test.each(functions)('%s serves and frames its own contract', (name) => {
    const source = readFileSync(`${ROOT}supabase/functions/${name}/index.ts`, 'utf8');
    const served = /serve(?:Function|FromEnv)\((\w+),/.exec(source)?.[1];
    const framed = /postEndpoint\(\s*(\w+),/.exec(source)?.[1];
    expect(served).toBeDefined();
    expect(framed).toBe(served);
    const contract = FUNCTION_CONTRACTS.find((c) => c.name === name);
    expect(served).toBe(`${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Contract`);
    expect(contract).toBeDefined();
  });
});

test('the repository defines the edge once, in the contracts', () => {
  const findings = findingsInRepository(isScanned, (path, text) =>
    secondDefinitions(path, text, CONTRACT_FIELDS, CODES),
  );
  expect(findings).toEqual([]);
  // parsing the repository takes a while on a busy machine: no timing is asserted
}, 120_000);
