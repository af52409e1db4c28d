/**
 * The message when the browser's own limiter refuses a voice call (SPEC, the error catalogue: the
 * site keeps its voice errors in English): the voice client's refusal and the site's toast.
 */
export const RATE_LIMITED_MESSAGE = 'Too many voice calls. Please wait a moment.';
