import { errorMessage, VoiceClientError } from '../../core/errors.ts';

/** A Daily fatal `error` event as the client's typed error (`fatalType` = Daily's type). */
export function fatalError(event: unknown): VoiceClientError {
  const details = (event as { error?: { type?: string } } | null)?.error;
  return new VoiceClientError('daily-error', errorMessage(event), {
    cause: event,
    fatalType: details?.type,
  });
}
