export { createWebSocketTransport, VoiceClient } from '../src/index.ts';
