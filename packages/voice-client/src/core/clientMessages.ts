import type {
  VoiceSocketAddMessage,
  VoiceSocketControl,
  VoiceSocketEndCall,
  VoiceSocketSay,
} from '@hlasovy-asistent/platform-api/voice-socket';

// Messages the client sends to the assistant server (Live Call Control), the same on Daily (app
// messages) and on the WebSocket transport (text frames): one definition, shared with the local
// agent, in @hlasovy-asistent/platform-api/voice-socket.
export type AddMessageMessage = VoiceSocketAddMessage;
export type ControlMessage = VoiceSocketControl;
export type SayMessage = VoiceSocketSay;
export type EndCallMessage = VoiceSocketEndCall;
export type ClientMessage = AddMessageMessage | ControlMessage | SayMessage | EndCallMessage;
