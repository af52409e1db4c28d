import * as z from 'zod/mini';

/** `JSON.stringify(value)`, or `undefined` when the value is not JSON-serialisable. */
function jsonText(value: unknown): string | undefined {
  try {
    const text: unknown = JSON.stringify(value);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Largest app message, in UTF-8 bytes of its JSON text. A maximum exists but no value is
 * given for it; 4096 bytes is our choice (documented in the README).
 */
export const APP_MESSAGE_MAX_BYTES = 4096;

const encoder = new TextEncoder();

/** App message payload: JSON-serialisable and at most APP_MESSAGE_MAX_BYTES once serialised. */
export const appMessageSchema = z.unknown().check((ctx) => {
  const text = jsonText(ctx.value);
  if (text === undefined) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: 'App message must be JSON-serialisable',
    });
  } else if (encoder.encode(text).length > APP_MESSAGE_MAX_BYTES) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: `App message must be at most ${APP_MESSAGE_MAX_BYTES} bytes once JSON-serialised`,
    });
  }
});
