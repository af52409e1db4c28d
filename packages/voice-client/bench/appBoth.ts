export { createWebSocketTransport } from '../src/index.ts';
export { VoiceClient } from '../src/transports/daily/index.ts';
