import * as z from 'zod/mini';

/** Room access level: full, lobby or none. */
export const roomAccessLevelSchema = z.enum(['full', 'lobby', 'none'], {
  error: 'Room access level must be one of full, lobby, none',
});
