// The live check's end of a call on Vapi's WebSocket transport: binary frames are PCM s16le at
// the call's rate, text frames JSON (VOICE_SOCKET_AUDIO_FORMAT and the messages of
// @hlasovy-asistent/platform-api/voice-socket). A port, so the check runs against Vapi, the
// local stand-in (Node's WebSocket) and the unit tests' scripted fake alike.

export interface SocketHandlers {
  text(data: string): void;
  audio(samples: Int16Array): void;
  closed(code: number): void;
}

export interface OpenSocket {
  send(data: string | Uint8Array): void;
  close(): void;
}

/** Opens the call's socket; rejects when it does not open within `timeoutMs`. */
export type SocketPort = (
  url: string,
  handlers: SocketHandlers,
  timeoutMs: number,
) => Promise<OpenSocket>;

/** Node's WebSocket (undici). */
export const nodeSocket: SocketPort = (url, handlers, timeoutMs) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error(`the socket did not open within ${timeoutMs} ms`));
    }, timeoutMs);
    ws.addEventListener('open', () => {
      clearTimeout(timer);
      resolve({
        send: (data) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(data);
        },
        close: () => ws.close(1000),
      });
    });
    ws.addEventListener('message', (event) => {
      if (typeof event.data === 'string') handlers.text(event.data);
      else if (event.data instanceof ArrayBuffer && event.data.byteLength % 2 === 0) {
        handlers.audio(new Int16Array(event.data));
      }
    });
    ws.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error('the socket failed to open'));
    });
    ws.addEventListener('close', (event) => {
      clearTimeout(timer);
      handlers.closed(event.code);
    });
  });
