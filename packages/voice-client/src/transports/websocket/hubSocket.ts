import type { HubChannel } from './hubChannel.ts';
import { SOCKET_CLOSED, SOCKET_OPEN, type WebSocketLike } from './socketPort.ts';

type SocketEvent = 'open' | 'message' | 'error' | 'close';
const CONNECTING = 0;
const CLOSING = 2;

/**
 * The main thread's view of the socket the audio hub owns: its events (`message` carries the
 * JSON text frames only; binary frames stay in the hub) and `send`/`close` for text frames.
 * `openSocket`, `closeSocket` and `wireSocket` use it like a WebSocket. Asks the hub to connect.
 */
export function createHubSocket(hub: HubChannel, url: string): WebSocketLike {
  const listeners = new Map<SocketEvent, Set<(event: never) => void>>();
  let readyState = CONNECTING;
  const dispatch = (type: SocketEvent, event: object) => {
    for (const listener of [...(listeners.get(type) ?? [])])
      (listener as (event: object) => void)(event);
  };
  const unlisten = hub.listen((message) => {
    switch (message.type) {
      case 'open':
        readyState = SOCKET_OPEN;
        dispatch('open', {});
        break;
      case 'text':
        dispatch('message', { data: message.data });
        break;
      case 'error':
        dispatch('error', {});
        break;
      case 'close':
        readyState = SOCKET_CLOSED;
        unlisten();
        dispatch('close', { code: message.code, reason: message.reason });
        break;
    }
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
      set.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
  };
}
