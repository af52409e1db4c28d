// `@hlasovy-asistent/platform-api/server-messages`: what Vapi sends to an app's server (the server
// messages of the assistant's and the tools' server URLs, the Chat of `POST /chat`) and what a
// tool server answers, as zod/mini schemas with the types inferred from them; beside the voice
// socket's messages (`/voice-socket`), and nothing of the REST client comes with it.

export {
  chatSchema,
  endOfCallReportMessageSchema,
  serverMessageSchema,
  statusUpdateMessageSchema,
  toolCallSchema,
  toolCallsAnswerSchema,
  toolCallsMessageSchema,
  type VapiChat,
  type VapiEndOfCallReportMessage,
  type VapiStatusUpdateMessage,
  type VapiToolCall,
  type VapiToolCallsMessage,
} from './messages.ts';
export { toolCallResultSchema, type VapiToolCallResult } from './toolCallResult.ts';
