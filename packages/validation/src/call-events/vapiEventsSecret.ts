/**
 * How Vapi proves to the `vapi-events` function that a server message is its own: the assistant's
 * `server.headers` carries this header with the shared secret (VAPI_WEBHOOK_SECRET), the function
 * compares it in constant time, and the local Vapi stand-in sends it the same way.
 */
export const VAPI_EVENTS_SECRET_HEADER = 'x-vapi-secret';

/** Shorter secrets are refused by the function and by the assistant sync. */
export const VAPI_EVENTS_SECRET_MIN_LENGTH = 32;
