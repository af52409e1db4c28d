import type { FromHub } from './audioHub.ts';
import type { HubChannel } from './hubChannel.ts';
import { SOCKET_CLOSED, SOCKET_OPEN, type WebSocketLike } from './socketPort.ts';

const CONNECTING = 0;
const CLOSING = 2;

/**
 * The main thread's view of the socket the audio hub owns: its events (`message` carries the
 * JSON text frames only; binary frames stay in the hub) and `send`/`close` for text frames.
 * `openSocket`, `closeSocket` and `wireSocket` use it like a WebSocket. Asks the hub to connect.
 */
export function createHubSocket(hub: HubChannel, url: string): WebSocketLike {
  const listeners = new Map<string, Set<(event: FromHub) => void>>();
  let readyState = CONNECTING;
  // the hub's socket messages are the events themselves (`message` with `data`, `close` with
  // `code` and `reason`); its other messages have no listeners here
  const unlisten = hub.listen((message) => {
    if (message.type === 'open') readyState = SOCKET_OPEN;
    if (message.type === 'close') {
      readyState = SOCKET_CLOSED;
      unlisten();
    }
    for (const listener of [...(listeners.get(message.type) ?? [])]) listener(message);
  });
  hub.post({ type: 'connect', url });
  return {
    binaryType: 'arraybuffer',
    get readyState() {
      return readyState;
    },
    bufferedAmount: 0,
    send(data) {
      if (typeof data !== 'string') throw new TypeError('Audio frames are sent by the audio hub');
      hub.post({ type: 'send', data });
    },
    close(code, reason) {
      if (readyState >= CLOSING) return;
      readyState = CLOSING;
      hub.post({ type: 'close', code, reason });
    },
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (event: FromHub) => void);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener as (event: FromHub) => void);
    },
  };
}
