/** Minimal logger interface; library code logs only through an injected one. */
export interface Logger {
  debug(message: string, ...data: unknown[]): void;
  info(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

const noop = (): void => {};

/** A logger that drops everything; the default wherever a logger is optional. */
export const silentLogger: Logger = Object.freeze({
  debug: noop,
  info: noop,
  warn: noop,
  error: noop,
});
