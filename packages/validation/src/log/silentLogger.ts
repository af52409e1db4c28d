import type { Logger } from './Logger.ts';

const noop = (): void => {};

/** A logger that drops everything; the default wherever a logger is optional. */
export const silentLogger: Logger = Object.freeze({
  debug: noop,
  info: noop,
  warn: noop,
  error: noop,
});
