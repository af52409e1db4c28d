// Defaults of config.ts that the build (vite.config.ts, build/siteDefines.ts) needs too.

/** The call button's number when VITE_PHONE_NUMBER is unset (E.164). */
export const DEFAULT_PHONE_NUMBER = '+421233456789';
