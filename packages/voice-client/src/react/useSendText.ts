import { useCallback, useState } from 'react';
import { VoiceClientError } from '../core/errors.ts';

/** Anything with `sendText()`: a client of this package. */
export interface TextSender {
  sendText(text: string): string;
}

/**
 * The visitor's typed turns for a text field in the call UI: `sendText(text)` sends it into the
 * live call and resolves whether it went; a refusal (`not-in-call`, `text-empty`,
 * `text-too-long`, a transport's error) is kept in `error` until the next send or `clearError()`,
 * for the field to show in the page's own words.
 */
export function useSendText(client: TextSender): {
  sendText: (text: string) => boolean;
  error: VoiceClientError | null;
  clearError: () => void;
} {
  const [error, setError] = useState<VoiceClientError | null>(null);
  const sendText = useCallback(
    (text: string) => {
      try {
        client.sendText(text);
        setError(null);
        return true;
      } catch (caught) {
        setError(
          caught instanceof VoiceClientError
            ? caught
            : new VoiceClientError('validation-error', String(caught), { cause: caught }),
        );
        return false;
      }
    },
    [client],
  );
  const clearError = useCallback(() => setError(null), []);
  return { sendText, error, clearError };
}
