import { VoiceClientError } from '../../core/errors.ts';
import type { CreateWebSocket, WebSocketLike } from './socketPort.ts';

/** The close event fields the transport reads. */
export interface CloseInfo {
  code: number;
  reason: string;
}

/**
 * Opens the call's socket (binary frames as ArrayBuffers). Resolves when it is open; rejects with
 * a `websocket-connect-error` when it closes or fails first. Aborting closes it.
 */
export function openSocket(
  create: CreateWebSocket,
  url: string,
  signal: AbortSignal,
): Promise<WebSocketLike> {
  return new Promise((resolve, reject) => {
    const socket = create(url);
    socket.binaryType = 'arraybuffer';
    const cleanup = () => {
      socket.removeEventListener('open', onOpen);
      socket.removeEventListener('close', onClose);
      signal.removeEventListener('abort', onAbort);
    };
    const onOpen = () => {
      cleanup();
      resolve(socket);
    };
    const onClose = (event: CloseInfo) => {
      cleanup();
      reject(
        new VoiceClientError(
          'websocket-connect-error',
          `The voice socket could not be opened (close code ${event.code})`,
          { stage: 'websocket-connect', cause: { code: event.code, reason: event.reason } },
        ),
      );
    };
    const onAbort = () => {
      cleanup();
      socket.close();
      reject(signal.reason);
    };
    socket.addEventListener('open', onOpen);
    socket.addEventListener('close', onClose as (event: never) => void);
    signal.addEventListener('abort', onAbort);
    if (signal.aborted) onAbort();
  });
}

/** Closes a socket and resolves on its close event, or after `timeoutMs` at the latest. */
export function closeSocket(
  socket: WebSocketLike,
  wait: (ms: number, done: () => void) => () => void,
  timeoutMs = 1000,
): Promise<void> {
  return new Promise((resolve) => {
    let cancel = () => {};
    const done = () => {
      socket.removeEventListener('close', done);
      cancel();
      resolve();
    };
    socket.addEventListener('close', done);
    cancel = wait(timeoutMs, done);
    try {
      socket.close(1000, 'client ended the call');
    } catch {
      done();
    }
    if (socket.readyState === 3) done();
  });
}
