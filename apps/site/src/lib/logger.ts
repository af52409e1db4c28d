import type { Logger } from '@hlasovy-asistent/validation';

/** The site's logger: application code, so it may write to the browser console. */
export const logger: Logger = {
  debug: () => {},
  info: () => {},
  warn: (message, ...data) => console.warn(message, ...data),
  error: (message, ...data) => console.error(message, ...data),
};
