export { TextChatEntry, type TextChatOpen } from './TextChatEntry.tsx';
