import { useState } from 'react';
import { TextChatEntry, type TextChatOpen } from '../TextChatEntry.tsx';
import type { SendTurn } from '../useTextChat.ts';

/** The chat's button with its open state held as the landing page holds it (tests). */
export function StatefulChatEntry({ sendTurn }: { sendTurn: SendTurn }) {
  const [state, setState] = useState<TextChatOpen>({ open: false, focusRequest: 0 });
  return <TextChatEntry state={state} onChange={setState} sendTurn={sendTurn} />;
}
