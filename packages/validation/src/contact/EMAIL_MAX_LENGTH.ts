/** Longest accepted e-mail address (SPEC 9). */
export const EMAIL_MAX_LENGTH = 254;
