/** Every error code this package throws. */
export type ValidationErrorCode =
  | 'invalid_option'
  | 'invalid_date'
  | 'invalid_time'
  | 'invalid_demo_request'
  | 'invalid_setting';

/** The one error type thrown by `@hlasovy-asistent/validation`; `code` tells what went wrong. */
export class ValidationError extends Error {
  readonly code: ValidationErrorCode;

  constructor(code: ValidationErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ValidationError';
    this.code = code;
  }
}
