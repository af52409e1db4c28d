/** Longest accepted e-mail address. */
export const EMAIL_MAX_LENGTH = 254;
