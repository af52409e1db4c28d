import type { CallType } from '@hlasovy-asistent/validation';

/** How long the success view stays before the modal closes itself. */
export const AUTO_CLOSE_MS: Record<CallType, number> = { scheduled: 2000, immediate: 10000 };
