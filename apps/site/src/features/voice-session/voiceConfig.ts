// What `vapi-config` says, as the site reads it (`vapiConfigAnswerSchema` of
// `@hlasovy-asistent/validation`, defaults applied). Types only: the schema loads on demand.
import type { VapiConfigAnswer, VoiceTransportName } from '@hlasovy-asistent/validation';

export type { VoiceTransportName };

/**
 * `server` (the default): the `voice-call` function creates every call with the server's key and
 * limits. `browser` (only with the backend's explicit setting): Daily calls are created in the
 * browser with the public key.
 */
export type VoiceConfig = VapiConfigAnswer;
