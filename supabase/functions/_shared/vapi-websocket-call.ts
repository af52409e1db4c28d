/** The socket's audio on Vapi's WebSocket transport: what the browser's transport sends and plays. */
export const WEBSOCKET_AUDIO_FORMAT = {
  format: 'pcm_s16le',
  container: 'raw',
  sampleRate: 16000,
} as const;
