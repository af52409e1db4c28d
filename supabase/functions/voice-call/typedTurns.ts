import type { TypedTurnChannel } from '@hlasovy-asistent/validation';
import type { Logger } from '../_shared/logger.ts';
import type { TypedTurnStore } from '../_shared/typed-turn-store.ts';
import type { BrowserCallSession, CreatedBrowserCall } from '../_shared/vapi-browser-call.ts';

/**
 * A WebSocket call's session with the channel its typed turns take: the one the live check
 * decided (`socket` until it has; scripts/live-check). The call's control URL is kept on the
 * server for the fallback channel (`voice-call-message`). Neither may fail the call: a database
 * hiccup here costs the visitor at most the fallback, never the call already created.
 */
export async function withTypedTurns(
  deps: { typedTurns?: TypedTurnStore; logger: Logger },
  created: CreatedBrowserCall,
): Promise<BrowserCallSession> {
  const store = deps.typedTurns;
  if (!store) return created.session;
  const { callId } = created.session;
  if (created.controlUrl) {
    await store.recordControl(callId, created.controlUrl).catch((error: unknown) => {
      deps.logger.warn('voice-call: the call control URL was not stored', error);
    });
  }
  let channel: TypedTurnChannel = 'socket';
  try {
    channel = (await store.liveCheck()).typedTurns;
  } catch (error) {
    deps.logger.warn('voice-call: the live check status was not read; typed turns: socket', error);
  }
  if (channel === 'control' && !created.controlUrl) {
    deps.logger.warn(
      'voice-call: typed turns go through the control URL, but Vapi named none for this call ' +
        "(the assistant's monitorPlan.controlEnabled)",
    );
  }
  return { ...created.session, typedTurns: channel };
}
