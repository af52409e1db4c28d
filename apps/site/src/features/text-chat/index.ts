export { ChatError } from './chatError.ts';
export { TextChatEntry, type TextChatOpen } from './TextChatEntry.tsx';
export type { SendTurn } from './useTextChat.ts';
