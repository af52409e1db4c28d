import { maskSecrets } from '@repo/validation';

/** Same shape as the validation package's Logger, so either can be injected. */
export interface Logger {
  debug(message: string, ...data: unknown[]): void;
  info(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
};

/** Default logger of a served function: warnings and errors to stderr, secrets masked. */
export function createConsoleLogger(source: string): Logger {
  return {
    debug() {},
    info() {},
    warn: (message, ...data) => console.warn(`[${source}] ${message}`, ...data.map(maskSecrets)),
    error: (message, ...data) => console.error(`[${source}] ${message}`, ...data.map(maskSecrets)),
  };
}
