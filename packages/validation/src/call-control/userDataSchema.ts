import * as z from 'zod/mini';
import { jsonText } from './jsonText.ts';

/** userData is at most 4096 characters (of its JSON text). */
const USER_DATA_MAX_CHARS = 4096;

/** Participant userData: JSON-serialisable and at most 4096 characters once serialised. */
export const userDataSchema = z.unknown().check((ctx) => {
  const text = jsonText(ctx.value);
  if (text === undefined) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: 'userData must be JSON-serialisable',
    });
  } else if (text.length > USER_DATA_MAX_CHARS) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: `userData must be at most ${USER_DATA_MAX_CHARS} characters once JSON-serialised`,
    });
  }
});
