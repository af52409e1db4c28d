// `@hlasovy-asistent/platform-api/voice-socket`: the one definition of Vapi's WebSocket transport as this
// repository speaks it (audio format, JSON messages both ways), for the voice client,
// the `voice-call` function, the site and the local voice agent. The messages are zod/mini
// schemas (the one runtime check of their shape) with the types inferred from them; nothing of
// the REST client comes with it.

export { VOICE_SOCKET_AUDIO_FORMAT } from './audioFormat.ts';
export {
  isAssistantTurnStart,
  isToolCallsResult,
  typedTurnMessage,
  typedTurnText,
  VOICE_SOCKET_BROWSER_MESSAGE_TYPES,
  VOICE_SOCKET_HANGUP,
  VOICE_SOCKET_PROTOCOL_VERSION,
  VOICE_SOCKET_SERVER_MESSAGE_TYPES,
  type VoiceSocketAddMessage,
  type VoiceSocketClientMessage,
  type VoiceSocketControl,
  type VoiceSocketConversationUpdate,
  type VoiceSocketEndCall,
  type VoiceSocketEndedReason,
  type VoiceSocketSay,
  type VoiceSocketServerMessage,
  type VoiceSocketServerMessageType,
  type VoiceSocketSpeechUpdate,
  type VoiceSocketStatusUpdate,
  type VoiceSocketToolCallResult,
  type VoiceSocketToolCallsResult,
  type VoiceSocketTranscript,
  type VoiceSocketTypedTurn,
  type VoiceSocketUserInterrupted,
  voiceSocketClientMessageSchemas,
  voiceSocketServerMessageSchemas,
} from './messages.ts';
