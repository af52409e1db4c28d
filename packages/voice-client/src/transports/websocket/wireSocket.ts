import { isAssistantTurnStart } from '@hlasovy-asistent/platform-api/voice-socket';
import { VoiceClientError } from '../../core/errors.ts';
import type { TransportLink } from '../Transport.ts';
import type { HubSocket } from './hubSocket.ts';
import type { WebSocketConnection } from './WebSocketConnection.ts';

/** Close codes of a socket that ended on purpose (normal closure, or no status given). */
const CLEAN_CLOSE = [1000, 1005];

/**
 * Routes the open socket's text frames (binary frames, the assistant's PCM, stay in the audio
 * hub): JSON server messages (validated by the core; `user-interrupted` flushes playback and drops the rest of the
 * turn, a `speech-update` of the assistant `started` lets the next turn play, an `ended` status
 * ends the call). A close ends the call: cleanly for a normal closure or after `ended`, otherwise with
 * a `websocket-error` (the connection was lost and this transport does not come back).
 */
export function wireSocket(
  socket: HubSocket,
  connection: WebSocketConnection,
  link: TransportLink,
): () => void {
  socket.onEvent = (event) => {
    if (event.type === 'message') {
      const message = link.message(event.data);
      if (message?.type === 'user-interrupted') connection.flushPlayback();
      if (message && isAssistantTurnStart(message)) connection.nextTurn();
      if (message?.type === 'status-update' && message.status === 'ended') {
        connection.serverEnded = true;
        link.ended();
      }
    } else if (event.type === 'close') {
      const { code, reason } = event;
      if (connection.serverEnded || CLEAN_CLOSE.includes(code)) {
        link.ended();
        return;
      }
      link.ended(
        new VoiceClientError(
          'websocket-error',
          `The voice connection was lost (close code ${code})`,
          { cause: { code, reason } },
        ),
      );
    } else link.logger.warn('voice-client: the voice socket reported an error');
  };
  return () => {
    socket.onEvent = null;
  };
}
