import type {
  DailyCallSession,
  FunctionRequest,
  ShownRefusal,
  SocketCallSession,
  voiceCallContract,
} from '@hlasovy-asistent/validation';
import { callFunction } from '../../lib/callFunction.ts';
import type { FunctionBackend } from '../../lib/functionAddress.ts';
import { FunctionError, refusalOf } from '../../lib/functionError.ts';
import { SiteError, type SiteErrorCode, siteErrorFrom } from '../../lib/SiteError.ts';
import type { VoiceTransportName } from './voiceConfig.ts';

/** What `voice-call` answers: the new call and where the browser joins it. */
export type VoiceCallSession<T extends VoiceTransportName = VoiceTransportName> = T extends 'daily'
  ? DailyCallSession
  : SocketCallSession;

/** The site's code for each way voice-call refuses (voiceCallContract's shown refusals). */
const REFUSALS = {
  limited: 'voice-call-rate-limited',
  busy: 'voice-call-busy',
  'token-refused': 'voice-call-refused',
} as const satisfies Record<ShownRefusal<typeof voiceCallContract>, SiteErrorCode>;

/**
 * POST `{ token, transport }` to the `voice-call` Edge Function, which creates the call with the
 * private key and the server's limits and caps, and answers `{ callId, webCallUrl }` (Daily) or
 * `{ callId, websocketCallUrl }`. A limit is `voice-call-rate-limited`, every line busy
 * `voice-call-busy`, a refused token `voice-call-refused`, an answer the contract (or the
 * transport) refuses `voice-call-invalid`, any other failure `voice-call-failed`.
 */
export async function requestVoiceCall<T extends VoiceTransportName>(
  { signal, ...backend }: FunctionBackend & { signal?: AbortSignal },
  /** The single-use token of `voice-call-token`, and the transport the page loaded. */
  request: FunctionRequest<typeof voiceCallContract> & { transport: T },
): Promise<VoiceCallSession<T>> {
  const { transport } = request;
  let session: DailyCallSession | SocketCallSession;
  try {
    session = await callFunction(backend, 'voice-call', request, { signal });
  } catch (error) {
    const shown = refusalOf(error, 'voice-call');
    const refused = shown ? REFUSALS[shown] : null;
    const invalid = error instanceof FunctionError && error.invalid;
    throw siteErrorFrom(refused ?? (invalid ? 'voice-call-invalid' : 'voice-call-failed'), error);
  }
  if ('webCallUrl' in session !== (transport === 'daily')) {
    throw new SiteError('voice-call-invalid', `voice-call answered no ${transport} session`);
  }
  return session as VoiceCallSession<T>;
}
