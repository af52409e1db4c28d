// Calls created through `POST /call` and not yet connected. A call id is the capability to open
// its socket (as on Vapi, whose URLs carry only the id): it is taken once, and expires unused
// after `ttlMs`. Expiry is checked on access, so an abandoned call holds no timer.
import { VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import type { Clock } from './clock.ts';
import { VoiceAgentError } from './errors.ts';

interface PendingCall {
  id: string;
  sampleRate: number;
  /** The call's own caps (its `maxDurationSeconds` / `silenceTimeoutSeconds`), if it set them. */
  caps?: CallCaps;
}

/** What `POST /call` may set on a call (assistantOverrides), in milliseconds. */
export interface CallCaps {
  maxDurationMs?: number;
  silenceTimeoutMs?: number;
  /** `firstMessageMode: "assistant-waits-for-user"`: no greeting, the visitor speaks first. */
  waitForUser?: boolean;
}

export interface CallRegistry {
  /** Throws `bad_call_id` or `too_many_pending_calls`. */
  register(call: PendingCall): void;
  /** The pending call with this id, removed; undefined when unknown, taken or expired. */
  take(id: string): PendingCall | undefined;
  readonly size: number;
  clear(): void;
}

export function createCallRegistry(options: {
  clock: Clock;
  ttlMs: number;
  maxPending: number;
}): CallRegistry {
  const pending = new Map<string, { call: PendingCall; expiresAt: number }>();
  const sweep = () => {
    const now = options.clock.now();
    for (const [id, entry] of pending) if (entry.expiresAt <= now) pending.delete(id);
  };
  return {
    register(call) {
      if (!VOICE_CALL_ID_PATTERN.test(call.id)) {
        throw new VoiceAgentError('bad_call_id', 'call ids are 1-200 letters, digits, . _ : or -');
      }
      sweep();
      if (pending.size >= options.maxPending) {
        throw new VoiceAgentError('too_many_pending_calls', 'too many calls waiting for a socket');
      }
      pending.set(call.id, { call, expiresAt: options.clock.now() + options.ttlMs });
    },
    take(id) {
      sweep();
      const entry = pending.get(id);
      pending.delete(id);
      return entry?.call;
    },
    get size() {
      sweep();
      return pending.size;
    },
    clear: () => pending.clear(),
  };
}
