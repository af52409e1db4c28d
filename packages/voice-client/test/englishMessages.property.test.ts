import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import en from 'zod/v4/locales/en.js';
import { callStartSchema } from '../src/core/callStartSchema.ts';
import { checkRule } from '../src/core/rules.ts';
import { dialOutSchema, sipVideoSettingsSchema } from '../src/transports/daily/schemas/dialOut.ts';
import {
  canReceivePermissionSchema,
  dialOutPermissionsSchema,
} from '../src/transports/daily/schemas/dialOutPermissions.ts';
import {
  remoteMediaPlayerSettingsSchema,
  simulcastEncodingSchema,
} from '../src/transports/daily/schemas/media.ts';
import {
  dtmfSchema,
  sipCallTransferSchema,
  sipReferSchema,
} from '../src/transports/daily/schemas/sipSession.ts';

// zod/mini loads no locale; the rules must still say what classic zod (English locale) said.
const english = en().localeError as (issue: Record<string, unknown>) => string;
const RUNS = { numRuns: 300 };

class Widget {}
/** Anything that is not an object to zod: primitives, NaN, Infinity, bigint, arrays, null... */
const notAnObject = fc.oneof(
  fc.anything().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
  fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 10n, Symbol('s'), () => 1, undefined, null),
);
const unknownKeys = (known: readonly string[]) =>
  fc.uniqueArray(
    fc.string({ minLength: 1 }).filter((k) => !known.includes(k) && k !== '__proto__'),
    { minLength: 1, maxLength: 4 },
  );

/** [name, schema, a valid value] for every exported object rule. */
const objects = [
  ['callStartSchema', callStartSchema, { assistantId: 'a' }],
  ['dialOutSchema', dialOutSchema, { phoneNumber: '+421900123456' }],
  ['dialOutPermissionsSchema', dialOutPermissionsSchema, { canSend: true }],
  ['canReceivePermissionSchema', canReceivePermissionSchema, { base: true }],
  ['dtmfSchema', dtmfSchema, { sessionId: 's', tones: '1' }],
  ['remoteMediaPlayerSettingsSchema', remoteMediaPlayerSettingsSchema, { volume: 1 }],
  ['simulcastEncodingSchema', simulcastEncodingSchema, { maxBitrate: 1 }],
  ['sipCallTransferSchema', sipCallTransferSchema, { sessionId: 's', toEndPoint: '+4219' }],
  ['sipReferSchema', sipReferSchema, { sessionId: 's', toEndPoint: 'sip:a' }],
  ['sipVideoSettingsSchema', sipVideoSettingsSchema, { fps: 30 }],
] as const;
const strict = objects.filter(
  ([name]) => !['callStartSchema', 'simulcastEncodingSchema'].includes(name),
);

const message = (schema: Parameters<typeof checkRule>[0], value: unknown) => {
  const result = checkRule(schema, value);
  return result.ok ? null : result.message;
};

describe.each(objects)('%s keeps the English default messages', (_name, schema, valid) => {
  test('the valid sample passes', () => {
    expect(message(schema, valid)).toBeNull();
  });

  test('a non-object is named as zod names it', () => {
    fc.assert(
      fc.property(notAnObject, (value) => {
        const expected = english({ code: 'invalid_type', expected: 'object', input: value });
        expect(message(schema, value)).toBe(expected);
      }),
      RUNS,
    );
  });
});

describe.each(strict)('%s names unknown keys as zod does', (_name, schema, valid) => {
  test('one or more unknown keys', () => {
    fc.assert(
      fc.property(unknownKeys(Object.keys(schema.def.shape)), (keys) => {
        const value = { ...valid, ...Object.fromEntries(keys.map((k) => [k, 1])) };
        // zod lists them in the object's own key order (integer-like keys first)
        const inOrder = Object.keys(value).filter((k) => keys.includes(k));
        expect(message(schema, value)).toBe(
          english({ code: 'unrecognized_keys', keys: inOrder, input: value }),
        );
      }),
      RUNS,
    );
  });
});

describe('nested containers keep the English default messages', () => {
  test.each<[string, unknown, string, unknown]>([
    ['codecs.audio', { phoneNumber: '+421900123456', codecs: { audio: 'OPUS' } }, 'array', 'OPUS'],
    [
      'permissions.canReceive.byUserId',
      { phoneNumber: '+421900123456', permissions: { canReceive: { byUserId: 7 } } },
      'record',
      7,
    ],
    ['permissions', { phoneNumber: '+421900123456', permissions: [] }, 'object', []],
    ...[new Date(0), new Map(), new Widget(), new Uint8Array(1)].map(
      (input): [string, unknown, string, unknown] => [
        `canReceive.byUserId as a ${input.constructor.name}`,
        { phoneNumber: '+421900123456', permissions: { canReceive: { byUserId: input } } },
        'record',
        input,
      ],
    ),
  ])('%s', (_path, value, expected, input) => {
    expect(message(dialOutSchema, value)).toBe(english({ code: 'invalid_type', expected, input }));
  });

  test('an unknown key in a canReceive media permission (inside a union)', () => {
    const value = { base: { video: true, colour: 1 } };
    expect(message(canReceivePermissionSchema, value)).toBe('Unrecognized key: "colour"');
  });
});
