import { describe, expect, test } from 'vitest';
import type * as z from 'zod/mini';
import { checkRule } from '../../src/core/rules.ts';

export type Case = [title: string, value: unknown, message: string | null];

/** Runs a table of [title, value, expected first message or null for valid]. */
export const rules = (name: string, schema: z.core.$ZodType, cases: Case[]) =>
  describe(name, () => {
    test.each(cases)('%s', (_title, value, message) => {
      const result = checkRule(schema, value);
      if (message === null) expect(result).toEqual({ ok: true, value: expect.anything() });
      else expect(result).toEqual({ ok: false, message });
    });
  });
