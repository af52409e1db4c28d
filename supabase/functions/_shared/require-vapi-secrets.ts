import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';

export interface VapiSecrets {
  privateKey: string;
  assistantId: string;
  /** FORM_TOKEN_SECRET: signs the voice-call tokens. */
  secret: string;
}

/**
 * The private key, the assistant and the token secret of a function the page starts paid work
 * with (voice-call, chat); else 500 config_missing with `publicMessage`. The names of missing
 * secrets go to the log, never to the visitor.
 */
export function requireVapiSecrets(
  config: FunctionConfig,
  logger: Logger,
  name: string,
  publicMessage: string,
): VapiSecrets {
  const { privateKey, assistantId } = config.vapi;
  const secret = config.botCheck.formTokenSecret;
  if (!privateKey || !assistantId || !secret) {
    const missing = [
      !privateKey && 'VAPI_PRIVATE_KEY',
      !assistantId && 'VAPI_ASSISTANT_ID',
      !secret && 'FORM_TOKEN_SECRET',
    ];
    logger.error(`${name} is not configured: ${missing.filter(Boolean).join(', ')} missing`);
    throw new HttpError('config_missing', publicMessage);
  }
  return { privateKey, assistantId, secret };
}
