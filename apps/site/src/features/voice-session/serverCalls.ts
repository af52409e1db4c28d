// Calls created by the `voice-call` function, for either transport: a token from
// voice-call-token, then the call. A refused token (expired while the page idled) is replaced
// once. Any failure rejects the session; the client reports it as its start's error with the
// failure as `cause` (a refusal of the server: voiceNotice.ts shows the busy notice).

import type { FunctionBackend } from '../../lib/functionAddress.ts';
import { SiteError } from '../../lib/SiteError.ts';
import { requestVoiceCall, type VoiceCallSession } from './requestVoiceCall.ts';
import type { VoiceTransportName } from './voiceConfig.ts';
import type { VoiceTokenSource } from './voiceToken.ts';

export interface VoiceBackend extends FunctionBackend {
  tokens: VoiceTokenSource;
}

export interface ServerCalls<T extends VoiceTransportName> {
  /** The transport's `createSession`. */
  createSession(request: unknown, init: { signal: AbortSignal }): Promise<VoiceCallSession<T>>;
}

export function createServerCalls<T extends VoiceTransportName>(
  backend: VoiceBackend,
  transport: T,
): ServerCalls<T> {
  const { tokens, ...options } = backend;
  // With the token in hand the request is sent synchronously: inside the click, before the
  // page renders its "connecting" state (issue 40).
  const once = async (signal: AbortSignal) => {
    const token = tokens.takeArrived() ?? (await tokens.take(signal));
    return requestVoiceCall({ ...options, signal }, { token, transport });
  };
  return {
    async createSession(_request, { signal }) {
      // The next click's token is fetched after this call (the session's `warm`), not during
      // its setup.
      try {
        return await once(signal);
      } catch (error) {
        if (!(error instanceof SiteError) || error.code !== 'voice-call-refused') throw error;
        return await once(signal);
      }
    },
  };
}
