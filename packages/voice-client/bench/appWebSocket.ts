export { createWebSocketTransport, VoiceClientCore } from '../src/index.ts';
