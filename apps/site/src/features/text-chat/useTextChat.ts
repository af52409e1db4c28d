import type { ChatSlotOffer } from '@hlasovy-asistent/validation';
import { useCallback, useRef, useState } from 'react';
import type { SlotPick } from '../slot-booking/slotOffers.ts';
import type { TranscriptLine } from '../voice-session/transcriptState.ts';
import { ChatError, type ChatErrorCode } from './chatError.ts';
import type { ChatTurnAnswer } from './sendChatTurn.ts';

/** A message of the conversation: a line of the shared transcript (`user`: the visitor). */
type ChatMessage = TranscriptLine;

/** Sends one turn (the panel's dependency: `sendChatTurn` with the site's backend and token). */
export type SendTurn = (text: string, conversationId: string | null) => Promise<ChatTurnAnswer>;

export interface TextChat {
  messages: readonly ChatMessage[];
  /** The latest slot offer of this conversation (its booking card), null before one. */
  offer: ChatSlotOffer | null;
  /**
   * The latest slot the visitor chose by writing it (the answer's `selectedSlot`), at the index of
   * the answer that carried it; null before one.
   */
  pick: SlotPick | null;
  /** Stands for this conversation (a new object after `reset`): the booking card's memory key. */
  conversation: object;
  pending: boolean;
  error: ChatErrorCode | null;
  /** The conversation took its last turn: only a new one can go on. */
  ended: boolean;
  /** Sends `text` (trimmed; ignored when empty or while a turn is pending). */
  send(text: string): void;
  /** Forgets the conversation and starts over. */
  reset(): void;
}

/** The text conversation's state: the messages in order, the turn in flight, the last error. */
export function useTextChat(sendTurn: SendTurn): TextChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ChatErrorCode | null>(null);
  const [ended, setEnded] = useState(false);
  const [offer, setOffer] = useState<ChatSlotOffer | null>(null);
  const [pick, setPick] = useState<SlotPick | null>(null);
  const [key, setKey] = useState<object>(() => ({}));
  const conversation = useRef<string | null>(null);
  const nextId = useRef(0);
  /** Messages of this conversation so far (the index of the next one). */
  const count = useRef(0);
  const inFlight = useRef(false);

  /** Adds a message; returns its index in the conversation. */
  const add = useCallback((role: ChatMessage['role'], text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    count.current += 1;
    setMessages((list) => [...list, { id, role, text }]);
    return count.current - 1;
  }, []);

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (text === '' || inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setError(null);
      add('user', text);
      sendTurn(text, conversation.current)
        .then((answer) => {
          conversation.current = answer.conversationId;
          const at = add('assistant', answer.reply);
          if (answer.slotOffer) setOffer(answer.slotOffer);
          if (answer.selectedSlot) setPick({ slot: answer.selectedSlot, at });
          if (answer.turnsLeft <= 0) setEnded(true);
        })
        .catch((cause: unknown) => {
          const code = cause instanceof ChatError ? cause.code : 'chat-failed';
          if (code === 'chat-expired') conversation.current = null;
          if (code === 'chat-ended') setEnded(true);
          setError(code);
        })
        .finally(() => {
          inFlight.current = false;
          setPending(false);
        });
    },
    [add, sendTurn],
  );

  const reset = useCallback(() => {
    conversation.current = null;
    count.current = 0;
    setMessages([]);
    setOffer(null);
    setPick(null);
    setKey({});
    setError(null);
    setEnded(false);
  }, []);

  return { messages, offer, pick, conversation: key, pending, error, ended, send, reset };
}
