/** How the browser reaches the assistant: Vapi's Daily web call or its WebSocket transport. */
export type VoiceTransportName = 'daily' | 'websocket';

export const VOICE_TRANSPORTS: readonly VoiceTransportName[] = ['daily', 'websocket'];

/**
 * What `vapi-config` says. `server` (the default): the `voice-call` function creates every call
 * with the server's key and limits. `browser` (only with the backend's explicit setting): Daily
 * calls are created in the browser with the public key.
 */
export type VoiceConfig =
  | { callCreation: 'server'; transport: VoiceTransportName }
  | { callCreation: 'browser'; transport: 'daily'; publicKey: string; assistantId: string };
