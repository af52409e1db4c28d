// The Worker "voice-socket": runs the audio hub (audioHub.ts) off the main thread. It owns the
// call's WebSocket and the worklets' MessagePorts (handed over in `init`), so PCM goes
// capture worklet -> here -> socket and socket -> here -> playback worklet; the main thread
// gets the socket's events, its JSON text frames and the levels (10 a second each way).
// Loaded as `new Worker(new URL('./socketWorker.ts', import.meta.url), { type: 'module' })`
// (see hubChannel.ts): bundlers emit it as a file of the app's own origin, so a strict CSP
// (`worker-src 'self'`) allows it; the published package ships it bundled, without imports.
import { createAudioHub, type ToHub } from './audioHub.ts';
import { createBrowserWebSocket } from './socketPort.ts';

interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
const hub = createAudioHub({
  post: (message) => scope.postMessage(message),
  createWebSocket: createBrowserWebSocket,
  now: () => performance.now(),
});
scope.onmessage = ({ data }) => hub.receive(data as ToHub);
scope.postMessage({ type: 'ready' });
