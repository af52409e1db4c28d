// The page's side of the funnel (issue 41): counted steps, no personal data. A step is queued in
// memory and sent when the page is idle (or at once when the page is hidden), a few at a time,
// by `send`. A conversation is a random id made here and kept in memory only (never stored on
// the device, never sent anywhere but the funnel), so its steps are related to one another and
// each counts once; the booking card names its conversation by the id the slots were offered
// under (the voice call's id, the chat answer's booking id), mapped here to that random id.
import {
  type DemoFormKind,
  FUNNEL_MAX_EVENTS,
  type FunnelChannel,
  type FunnelEvent,
  type RefusalReason,
} from '@hlasovy-asistent/validation';

type LaterStep = 'first_answer' | 'slot_offered' | 'slot_booked';

export interface Funnel {
  /** The landing page was shown (once per page load). */
  landingSeen(): void;
  /** A conversation began: its random id, its start counted. */
  startConversation(channel: FunnelChannel): string;
  /** A later step of a conversation (each counts once per conversation). */
  step(conversation: string, step: LaterStep): void;
  /** Slots offered under `bookingId` belong to `conversation` (a booking names that id). */
  linkBooking(bookingId: string, conversation: string): void;
  /** A demo request was stored: a booking of offered slots (`bookingId`) or the demo form. */
  demoSent(sent: { callType: DemoFormKind; bookingId?: string | undefined }): void;
  /** A call (or a written turn) was refused: every line busy, a limit, the microphone. */
  refused(channel: FunnelChannel, reason: RefusalReason): void;
  /** Sends whatever is queued now, to outlive the page (it is being hidden or unloaded). */
  flush(): void;
}

export interface FunnelDeps {
  /**
   * Sends one request's events (fire and forget: a failure loses them, never counts twice);
   * `leaving`: the page is being hidden or unloaded (the request must outlive it).
   */
  send(events: FunnelEvent[], leaving: boolean): void;
  /** Runs `task` when the page is idle; returns nothing (a flush is never cancelled). */
  whenIdle(task: () => void): void;
  uuid(): string;
}

export function createFunnel(deps: FunnelDeps): Funnel {
  const queue: FunnelEvent[] = [];
  const counted = new Set<string>();
  const bookings = new Map<string, string>();
  let landing = false;
  let scheduled = false;

  const send = (leaving: boolean) => {
    scheduled = false;
    while (queue.length > 0) deps.send(queue.splice(0, FUNNEL_MAX_EVENTS), leaving);
  };
  const flush = () => send(true);
  const push = (event: FunnelEvent) => {
    queue.push(event);
    if (scheduled) return;
    scheduled = true;
    deps.whenIdle(() => send(false));
  };
  const once = (conversation: string, step: string, event: FunnelEvent) => {
    const key = `${conversation} ${step}`;
    if (counted.has(key)) return;
    counted.add(key);
    push(event);
  };

  return {
    landingSeen() {
      if (landing) return;
      landing = true;
      push({ step: 'landing_seen' });
    },
    startConversation(channel) {
      const conversation = deps.uuid();
      once(conversation, 'conversation_started', {
        step: 'conversation_started',
        conversation,
        channel,
      });
      return conversation;
    },
    step(conversation, step) {
      once(conversation, step, { step, conversation });
    },
    linkBooking(bookingId, conversation) {
      bookings.set(bookingId, conversation);
    },
    demoSent({ callType, bookingId }) {
      if (bookingId === undefined) {
        push({ step: 'demo_form_sent', kind: callType });
        return;
      }
      const conversation = bookings.get(bookingId);
      if (conversation) once(conversation, 'slot_booked', { step: 'slot_booked', conversation });
    },
    refused(channel, reason) {
      push({ step: 'call_refused', channel, reason });
    },
    flush,
  };
}
