import { maskPersonalData, maskPersonalText } from '@hlasovy-asistent/validation';

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

/** Where a served function's log lines go (the console; tests pass a recorder). */
export type LogSink = Pick<Console, 'warn' | 'error'>;

/**
 * Default logger of a served function: warnings and errors to stderr. Secrets are masked, and
 * so is every e-mail address and phone number, in the message and in every field, error message,
 * stack and nested cause of the data (maskPersonalData).
 */
export function createConsoleLogger(source: string, sink: LogSink = console): Logger {
  const write =
    (level: keyof LogSink) =>
    (message: string, ...data: unknown[]) =>
      sink[level](`[${source}] ${maskPersonalText(message)}`, ...data.map(maskPersonalData));
  return { debug() {}, info() {}, warn: write('warn'), error: write('error') };
}
