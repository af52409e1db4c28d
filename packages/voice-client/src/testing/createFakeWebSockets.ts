import type { CreateWebSocket, WebSocketLike } from '../transports/websocket/socketPort.ts';

type EventType = 'open' | 'message' | 'error' | 'close';
type Listener = (event: never) => void;

/** A browser WebSocket stand-in, driven from the server's side by the test. */
export interface FakeSocket extends WebSocketLike {
  readonly url: string;
  /** Every frame the client sent, in order. */
  readonly sent: (string | ArrayBuffer)[];
  /** Text frames parsed as JSON. */
  texts(): unknown[];
  /** Binary frames. */
  binaries(): ArrayBuffer[];
  /** The close the client asked for, if any. */
  readonly clientClose: { code?: number; reason?: string } | null;
  /** Server side: accept the connection. */
  open(): void;
  /** Server side: send a frame (objects are sent as JSON text). */
  receive(data: string | ArrayBuffer | Record<string, unknown>): void;
  /** Server side: close the connection (1000 = normal, 1006 = lost). */
  serverClose(code?: number, reason?: string): void;
  /** The connection fails: `error`, then close 1006. */
  fail(): void;
  /** Bytes the client's socket holds unsent; set it to play a stalled uplink. */
  bufferedAmount: number;
  listenerCount(): number;
}

export interface FakeWebSocketsOptions {
  /** `open` (default: accepted on the next microtask), `manual` (call `open()`), or refuse. */
  connect?: 'open' | 'manual' | 'refuse';
}

export interface FakeWebSockets {
  /** Inject as the transport's `createWebSocket`. */
  create: CreateWebSocket;
  readonly sockets: FakeSocket[];
  last(): FakeSocket;
  /** Sockets not closed yet. */
  openCount(): number;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

export function createFakeWebSockets(options: FakeWebSocketsOptions = {}): FakeWebSockets {
  const sockets: FakeSocket[] = [];
  const create = (url: string): FakeSocket => {
    const listeners = new Map<EventType, Set<Listener>>();
    const sent: (string | ArrayBuffer)[] = [];
    let readyState = CONNECTING;
    let clientClose: FakeSocket['clientClose'] = null;
    const dispatch = (type: EventType, event: Record<string, unknown> = {}) => {
      for (const listener of [...(listeners.get(type) ?? [])])
        (listener as (e: unknown) => void)(event);
    };
    const finish = (code: number, reason: string) => {
      if (readyState === CLOSED) return;
      readyState = CLOSED;
      dispatch('close', { code, reason, wasClean: code !== 1006 });
    };
    const socket: FakeSocket = {
      url,
      sent,
      binaryType: 'blob',
      bufferedAmount: 0,
      get readyState() {
        return readyState;
      },
      get clientClose() {
        return clientClose;
      },
      texts: () => sent.filter((f) => typeof f === 'string').map((f) => JSON.parse(f as string)),
      binaries: () => sent.filter((f): f is ArrayBuffer => typeof f !== 'string'),
      send(data) {
        if (readyState !== OPEN) throw new Error('InvalidStateError: the socket is not open');
        sent.push(data);
      },
      close(code, reason) {
        if (readyState === CLOSING || readyState === CLOSED) return;
        clientClose = { code, reason };
        readyState = CLOSING;
        queueMicrotask(() => finish(code ?? 1005, reason ?? ''));
      },
      addEventListener(type, listener) {
        const set = listeners.get(type) ?? new Set<Listener>();
        listeners.set(type, set);
        set.add(listener);
      },
      removeEventListener(type, listener) {
        listeners.get(type)?.delete(listener);
      },
      open() {
        if (readyState !== CONNECTING) return;
        readyState = OPEN;
        dispatch('open');
      },
      receive(data) {
        if (readyState !== OPEN) return;
        const frame =
          typeof data === 'string' || data instanceof ArrayBuffer ? data : JSON.stringify(data);
        dispatch('message', { data: frame });
      },
      serverClose(code = 1000, reason = '') {
        finish(code, reason);
      },
      fail() {
        if (readyState === CLOSED) return;
        dispatch('error');
        finish(1006, '');
      },
      listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    };
    sockets.push(socket);
    if (options.connect !== 'manual') {
      queueMicrotask(() => (options.connect === 'refuse' ? socket.fail() : socket.open()));
    }
    return socket;
  };
  return {
    create,
    sockets,
    last() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
    openCount: () => sockets.filter((s) => s.readyState !== CLOSED).length,
  };
}
