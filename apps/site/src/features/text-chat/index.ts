export { TextChatEntry } from './TextChatEntry.tsx';
