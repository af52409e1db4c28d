import type { ChatSlotOffer, ChatTurnAnswer } from '@hlasovy-asistent/validation';
import { useCallback, useRef, useState } from 'react';
import type { SlotChoice } from '../slot-booking/index.ts';
import type { TranscriptLine } from '../voice-session/index.ts';
import { ChatError, type ChatErrorCode } from './chatError.ts';

/** A message of the conversation: a line of the shared transcript (`user`: the visitor). */
type ChatMessage = TranscriptLine;

/** Sends one turn (the panel's dependency: `sendChatTurn` with the site's backend and token). */
export type SendTurn = (text: string, conversationId: string | null) => Promise<ChatTurnAnswer>;

/** Why the last message got no answer, and a limit's own wait when the server named one. */
export interface ChatFailure {
  code: ChatErrorCode;
  retryAfterSeconds: number | null;
}

export interface TextChat {
  messages: readonly ChatMessage[];
  /** Messages added so far, never fewer (orders a tap on the card against a written choice). */
  position: number;
  /** The latest slot offer of this conversation (its booking card), null before one. */
  offer: ChatSlotOffer | null;
  /**
   * The latest slot the visitor chose by writing it (the answer's `selectedSlot`), at the position
   * of the answer that carried it; null before one.
   */
  toldChoice: SlotChoice | null;
  /** Stands for this conversation (a new object after `reset`): the booking card's memory key. */
  conversation: object;
  /** What is in the field: kept while the panel is closed, given back when a message fails. */
  draft: string;
  setDraft(text: string): void;
  pending: boolean;
  error: ChatFailure | null;
  /** The visitor's message that did not reach the assistant (marked in the log), or null. */
  unsent: string | null;
  /** The conversation took its last turn: only a new one can go on. */
  ended: boolean;
  /**
   * Sends `text` (trimmed; ignored when empty or while a turn is pending): a line not sent before
   * gives way to it. A failure marks the line as not sent and puts its text back in the field.
   */
  send(text: string): void;
  /** Sends the message that was not sent again. */
  retry(): void;
  /** Forgets the conversation and starts over. */
  reset(): void;
}

/**
 * The text conversation's state, held by the panel for the page's life (closing the panel keeps
 * it): the messages in order, the draft, the turn in flight, the last failure.
 */
export function useTextChat(sendTurn: SendTurn): TextChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ChatFailure | null>(null);
  const [unsent, setUnsent] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [offer, setOffer] = useState<ChatSlotOffer | null>(null);
  const [toldChoice, setToldChoice] = useState<SlotChoice | null>(null);
  const [key, setKey] = useState<object>(() => ({}));
  const [position, setPosition] = useState(0);
  const conversation = useRef<string | null>(null);
  const nextId = useRef(0);
  /** Messages of this conversation so far (the position of the next one). */
  const count = useRef(0);
  const inFlight = useRef(false);

  /** Adds a message; returns its position in the conversation. */
  const add = useCallback((role: ChatMessage['role'], text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    count.current += 1;
    setPosition(count.current);
    setMessages((list) => [...list, { id, role, text }]);
    return { id, at: count.current - 1 };
  }, []);

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (text === '' || inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setError(null);
      setUnsent(null);
      // a line that was not sent gives way to what is sent now (its text, or the edited one)
      setMessages((list) => list.filter((line) => !line.unsent));
      setDraft((current) => (current.trim() === text ? '' : current));
      const line = add('user', text);
      sendTurn(text, conversation.current)
        .then((answer) => {
          conversation.current = answer.conversationId;
          const { at } = add('assistant', answer.reply);
          if (answer.slotOffer) setOffer(answer.slotOffer);
          if (answer.selectedSlot) setToldChoice({ slot: answer.selectedSlot, at });
          if (answer.turnsLeft <= 0) setEnded(true);
        })
        .catch((cause: unknown) => {
          const failure =
            cause instanceof ChatError
              ? { code: cause.code, retryAfterSeconds: cause.retryAfterSeconds }
              : { code: 'failed' as const, retryAfterSeconds: null };
          if (failure.code === 'expired') conversation.current = null;
          if (failure.code === 'ended') setEnded(true);
          setError(failure);
          setUnsent(text);
          setMessages((list) => list.map((m) => (m.id === line.id ? { ...m, unsent: true } : m)));
          // the words are not lost: back in the field unless something new was typed meanwhile
          setDraft((current) => (current.trim() === '' ? text : current));
        })
        .finally(() => {
          inFlight.current = false;
          setPending(false);
        });
    },
    [add, sendTurn],
  );

  const retry = useCallback(() => {
    if (unsent !== null) send(unsent);
  }, [send, unsent]);

  const reset = useCallback(() => {
    conversation.current = null;
    count.current = 0;
    setPosition(0);
    setMessages([]);
    setOffer(null);
    setToldChoice(null);
    setKey({});
    setError(null);
    setUnsent(null);
    setEnded(false);
  }, []);

  return {
    messages,
    position,
    offer,
    toldChoice,
    conversation: key,
    draft,
    setDraft,
    pending,
    error,
    unsent,
    ended,
    send,
    retry,
    reset,
  };
}
