/**
 * VOICE_TOKEN_MAX_AGE_SECONDS' default: `voice-call` refuses older voice-call tokens. The site
 * fetches a new token before a held one gets this old.
 */
export const DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS = 600;
