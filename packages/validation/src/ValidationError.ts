/**
 * The one shape of this repository's errors: a typed `code` that says what went wrong, the message,
 * an optional cause. Each package extends it with its own codes and names its class (`name` is
 * spelled out, not read from the constructor, so a minified build keeps it). It lives beside this
 * package's own error so that the site loads both as one chunk (in a module of its own it was a
 * chunk of its own: the demo modal 33.61 -> 33.71 kB, over its budget).
 */
export abstract class CodedError<Code extends string> extends Error {
  abstract override readonly name: string;
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Every error code this package throws. */
export type ValidationErrorCode =
  | 'invalid_option'
  | 'invalid_date'
  | 'invalid_time'
  | 'invalid_demo_request'
  | 'invalid_setting';

/** The one error type thrown by `@hlasovy-asistent/validation`; `code` tells what went wrong. */
export class ValidationError extends CodedError<ValidationErrorCode> {
  override readonly name = 'ValidationError';
}
