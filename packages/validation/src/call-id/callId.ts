/** A Vapi call id (or chat id) as a booking names it. */
export const VOICE_CALL_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
