import { VoiceClientError } from '../../core/errors.ts';
import { listen } from './listen.ts';
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
    const unlisten = listen(socket, {
      open: () => {
        cleanup();
        resolve(socket);
      },
      close: ({ code, reason }: CloseInfo) => {
        cleanup();
        reject(
          new VoiceClientError(
            'websocket-connect-error',
            `The voice socket could not be opened (close code ${code})`,
            { stage: 'websocket-connect', cause: { code, reason } },
          ),
        );
      },
    });
    const onAbort = () => {
      cleanup();
      socket.close();
      reject(signal.reason);
    };
    const unlistenAbort = listen(signal, { abort: onAbort });
    const cleanup = () => {
      unlisten();
      unlistenAbort();
    };
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
      unlisten();
      cancel();
      resolve();
    };
    const unlisten = listen(socket, { close: done });
    cancel = wait(timeoutMs, done);
    try {
      socket.close(1000, 'client ended the call');
    } catch {
      done();
    }
    if (socket.readyState === 3) done();
  });
}
