import { config } from '../../config.ts';
import { siteFunnel, withWrittenFunnel } from '../funnel/index.ts';
import { createVoiceTokenSource } from '../voice-session/index.ts';
import { sendChatTurn } from './sendChatTurn.ts';
import type { SendTurn } from './useTextChat.ts';

const backend = { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey };
/** The bot check's single-use tokens (voice-call-token), fetched when a conversation starts. */
const tokens = createVoiceTokenSource(backend);

/** A turn of the site's text conversation against its backend (its steps counted: funnel). */
export const siteSendTurn: SendTurn = withWrittenFunnel(
  (text, conversationId) =>
    sendChatTurn(backend, { text, conversationId, takeToken: () => tokens.take() }),
  siteFunnel,
);
