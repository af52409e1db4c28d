/** The slice of the browser's `WebSocket` the transport uses (tests pass a fake). */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  /** Bytes queued by `send()` and not yet handed to the network. */
  readonly bufferedAmount: number;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  addEventListener(
    type: 'open' | 'message' | 'error' | 'close',
    listener: (event: never) => void,
  ): void;
  removeEventListener(
    type: 'open' | 'message' | 'error' | 'close',
    listener: (event: never) => void,
  ): void;
}

export type CreateWebSocket = (url: string) => WebSocketLike;

/** `WebSocket.OPEN` without reading the global. */
export const SOCKET_OPEN = 1;
/** `WebSocket.CLOSED`. */
export const SOCKET_CLOSED = 3;

export const createBrowserWebSocket: CreateWebSocket = (url) =>
  new WebSocket(url) as unknown as WebSocketLike;
