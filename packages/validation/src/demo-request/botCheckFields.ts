import * as z from 'zod/mini';

/** Longest accepted bot-check values (a Turnstile token is up to 2048 characters). */
export const BOT_CHECK_LIMITS = { formToken: 512, honeypot: 256, turnstileToken: 2048 } as const;

const optionalText = (name: keyof typeof BOT_CHECK_LIMITS) =>
  z.optional(
    z.string({ error: `${name} must be a string` }).check(
      z.maxLength(BOT_CHECK_LIMITS[name], {
        error: `${name} must be at most ${BOT_CHECK_LIMITS[name]} characters`,
      }),
    ),
  );

/**
 * Bot friction sent with the demo notification, checked by the server only: the signed form
 * token from `demo-form-token` (minimum fill time), the hidden honeypot field (humans leave it
 * empty) and, when the site runs Cloudflare Turnstile, the widget's token.
 */
export const botCheckFields = {
  formToken: optionalText('formToken'),
  honeypot: optionalText('honeypot'),
  turnstileToken: optionalText('turnstileToken'),
};

export interface BotCheck {
  formToken?: string;
  honeypot?: string;
  turnstileToken?: string;
}
