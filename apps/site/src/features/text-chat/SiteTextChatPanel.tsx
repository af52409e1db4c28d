import { siteSendTurn } from './siteSendTurn.ts';
import { TextChatPanel } from './TextChatPanel.tsx';
import type { SendTurn } from './useTextChat.ts';

/**
 * The panel with the site's backend as its default sender: the chunk `TextChatEntry` loads when
 * the visitor reaches for the button, so neither the panel nor the backend code weighs on the
 * first load.
 */
export function SiteTextChatPanel({
  sendTurn = siteSendTurn,
  ...props
}: {
  id: string;
  sendTurn?: SendTurn | undefined;
  open: boolean;
  focusRequest: number;
  onClose: () => void;
}) {
  return <TextChatPanel {...props} sendTurn={sendTurn} />;
}
