import type { BotCheck } from '@hlasovy-asistent/validation';
import { useCallback, useEffect, useRef } from 'react';
import { HONEYPOT_NAME } from './HoneypotField.tsx';

/** Reads the bot-check values of a submit (awaits the form token fetched when the form opened). */
export type CollectBotCheck = () => Promise<BotCheck>;

/**
 * The form's bot friction, no cookies: the signed form token is requested when the form opens
 * (the server measures the fill time from it), the Turnstile token is kept as the widget
 * reports it, and the honeypot is read from the form on submit.
 */
export function useBotCheck(fetchFormToken: (() => Promise<string | undefined>) | undefined) {
  const formToken = useRef<Promise<string | undefined> | null>(null);
  const turnstileToken = useRef<string | undefined>(undefined);

  useEffect(() => {
    formToken.current ??= fetchFormToken?.().catch(() => undefined) ?? null;
  }, [fetchFormToken]);

  const onTurnstileToken = useCallback((token: string | undefined) => {
    turnstileToken.current = token;
  }, []);

  const collect = useCallback((form: HTMLFormElement): CollectBotCheck => {
    const honeypot = new FormData(form).get(HONEYPOT_NAME);
    const turnstile = turnstileToken.current;
    return async () => ({
      formToken: (await formToken.current) ?? undefined,
      honeypot: typeof honeypot === 'string' ? honeypot : '',
      turnstileToken: turnstile,
    });
  }, []);

  return { onTurnstileToken, collect };
}
