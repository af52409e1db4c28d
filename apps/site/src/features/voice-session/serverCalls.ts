// Calls created by the `voice-call` function, for either transport: a token from
// voice-call-token, then the call. A refused token (expired while the page idled) is replaced
// once. The server's refusals (rate limit, every line busy) are kept, so the session can offer
// the demo form and the phone number instead of the generic failure.
import { SiteError } from '../../lib/SiteError.ts';
import type { FunctionRequestOptions } from './functionRequest.ts';
import { requestVoiceCall, type VoiceCallSession } from './requestVoiceCall.ts';
import { isServerRefusal } from './serverRefusal.ts';
import type { VoiceClientPort, VoiceTransportName } from './voiceClientPort.ts';
import type { VoiceTokenSource } from './voiceToken.ts';

export interface VoiceBackend extends FunctionRequestOptions {
  tokens: VoiceTokenSource;
}

export interface ServerCalls<T extends VoiceTransportName> {
  /** The transport's `createSession`. */
  createSession(request: unknown, init: { signal: AbortSignal }): Promise<VoiceCallSession<T>>;
  /** Wraps the client's port: a start the server refused rejects with that refusal. */
  port(port: VoiceClientPort): VoiceClientPort;
}

export function createServerCalls<T extends VoiceTransportName>(
  backend: VoiceBackend,
  transport: T,
): ServerCalls<T> {
  const { tokens, ...options } = backend;
  // The client turns a failed session into `start() -> null`; the refusal is kept here.
  let refused: SiteError | null = null;
  const once = async (signal: AbortSignal) => {
    const token = await tokens.take(signal);
    return requestVoiceCall({ ...options, signal, transport, token });
  };
  return {
    async createSession(_request, { signal }) {
      try {
        try {
          return await once(signal);
        } catch (error) {
          if (!(error instanceof SiteError) || error.code !== 'voice-call-refused') throw error;
          return await once(signal);
        }
      } catch (error) {
        if (isServerRefusal(error)) refused = error;
        throw error;
      } finally {
        tokens.prefetch(); // the next click has its token ready
      }
    },
    port(port) {
      return {
        ...port,
        async start(startOptions) {
          refused = null;
          const call = await port.start(startOptions);
          if (!call && refused) throw refused;
          return call;
        },
      };
    },
  };
}
