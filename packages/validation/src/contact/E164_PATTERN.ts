/** E.164 as we accept it: '+', a non-zero digit, 8 to 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
