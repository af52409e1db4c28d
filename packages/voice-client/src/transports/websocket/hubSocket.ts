import type { Clock } from '../../core/clock.ts';
import { VoiceClientError } from '../../core/errors.ts';
import type { FromHub } from './audioHub.ts';
import type { HubChannel } from './hubChannel.ts';
import { listen } from './listen.ts';
import { SOCKET_CLOSED, SOCKET_OPEN } from './socketPort.ts';

/** What the socket reports once it is open: JSON text frames (`message`), errors, its close. */
type SocketEvent = Extract<FromHub, { type: 'message' | 'error' | 'close' }>;

/**
 * The call's socket as the main thread holds it: the audio hub owns it (binary frames, the PCM,
 * stay there); here are its text frames and events, and `send`/`close` for text frames.
 */
export interface HubSocket {
  /** Text frames can be written: the socket is open and no close was asked for. */
  readonly open: boolean;
  /** Writes a JSON text frame. */
  send(data: string): void;
  /** Gets the socket's events from now on (the call's wiring, wireSocket). */
  onEvent: ((event: SocketEvent) => void) | null;
  /** Closes it normally; resolves on its close, or after `timeoutMs` at the latest. */
  close(clock: Clock, timeoutMs?: number): Promise<void>;
}

const CONNECTING = 0;
const CLOSING = 2;

/**
 * Asks the hub to open the call's socket. Resolves when it is open; rejects with a
 * `websocket-connect-error` when it closes first. Aborting closes it.
 */
export function openHubSocket(
  hub: HubChannel,
  url: string,
  signal: AbortSignal,
): Promise<HubSocket> {
  return new Promise((resolve, reject) => {
    let state = CONNECTING;
    /** Resolves the wait of `close()`. */
    let closed = () => {};
    const askClose = (code?: number, reason?: string) => {
      if (state >= CLOSING) return;
      state = CLOSING;
      hub.post({ type: 'close', code, reason });
    };
    const socket: HubSocket = {
      get open() {
        return state === SOCKET_OPEN;
      },
      send: (data) => hub.post({ type: 'send', data }),
      onEvent: null,
      close: (clock, timeoutMs = 1000) =>
        new Promise((done) => {
          if (state === SOCKET_CLOSED) return done();
          const handle = clock.setTimeout(done, timeoutMs);
          closed = () => {
            clock.clearTimeout(handle);
            done();
          };
          askClose(1000, 'client ended the call');
        }),
    };
    const onAbort = () => {
      unlistenAbort();
      unlisten();
      askClose();
      reject(signal.reason);
    };
    const unlistenAbort = listen(signal, { abort: onAbort });
    const unlisten = hub.listen((message) => {
      if (message.type === 'open') {
        state = SOCKET_OPEN;
        unlistenAbort();
        resolve(socket);
      } else if (message.type === 'close') {
        const connecting = state === CONNECTING;
        state = SOCKET_CLOSED;
        unlisten();
        unlistenAbort();
        if (connecting) {
          const { code, reason } = message;
          reject(
            new VoiceClientError(
              'websocket-connect-error',
              `The voice socket could not be opened (close code ${code})`,
              { stage: 'websocket-connect', cause: { code, reason } },
            ),
          );
        }
        closed();
        socket.onEvent?.(message);
      } else if (message.type === 'message' || message.type === 'error') {
        socket.onEvent?.(message);
      }
    });
    hub.post({ type: 'connect', url });
    if (signal.aborted) onAbort();
  });
}
