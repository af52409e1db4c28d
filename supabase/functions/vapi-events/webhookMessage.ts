import {
  endOfCallReportMessageSchema,
  statusUpdateMessageSchema,
} from '@hlasovy-asistent/platform-api/server-messages';
import { VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import * as z from 'zod/mini';
import type { CallEvent } from '../_shared/call-events.ts';
import { CALL_STATUSES, CALL_TYPES, callOutcomeOf } from '../_shared/call-outcome.ts';
import { HttpError } from '../_shared/errors.ts';
import { parseWith } from '../_shared/request.ts';

const isoDate = z.string().check(z.maxLength(40), z.iso.datetime({ offset: true }));
const endedReason = z.string().check(z.regex(/^[a-z0-9._-]{1,120}$/));
const httpUrl = z.string().check(z.maxLength(2000), z.regex(/^https?:\/\/\S+$/));

/** The call a stored event names: its id (required here) and type. */
const callSchema = z.looseObject({
  id: z.string().check(z.regex(VOICE_CALL_ID_PATTERN)),
  type: z.optional(z.enum(CALL_TYPES)),
});

/** Vapi's status update (platform-api), with what this function stores bounded. */
const statusUpdate = z.extend(statusUpdateMessageSchema, {
  status: z.string().check(z.maxLength(40)),
  endedReason: z.optional(endedReason),
  call: callSchema,
});

const recording = z.looseObject({
  stereoUrl: z.optional(httpUrl),
  mono: z.optional(z.looseObject({ combinedUrl: z.optional(httpUrl) })),
});

/** Vapi's end-of-call report (platform-api), with what this function stores bounded. */
const endOfCallReport = z.extend(endOfCallReportMessageSchema, {
  endedReason,
  cost: z.optional(z.number().check(z.gte(0), z.lte(100_000))),
  startedAt: z.optional(isoDate),
  endedAt: z.optional(isoDate),
  artifact: z.optional(
    z.looseObject({ recordingUrl: z.optional(httpUrl), recording: z.optional(recording) }),
  ),
  call: callSchema,
});

export type ParsedMessage =
  | { kind: 'event'; event: CallEvent }
  /** A well-formed message this function does not store (another type, or status `not-found`). */
  | { kind: 'ignored'; type: string };

const REFUSED = 'The body is not a Vapi server message this URL takes';

/** private.vapi_calls keeps durations of 0 to a day (Vapi's longest call is 12 hours). */
const MAX_CALL_SECONDS = 86_400;

const durationOf = (startedAt?: string, endedAt?: string): number | null => {
  if (!startedAt || !endedAt) return null;
  const seconds = (Date.parse(endedAt) - Date.parse(startedAt)) / 1000;
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new HttpError('invalid_payload', 'endedAt is before startedAt', {
      issues: [{ path: 'endedAt', message: 'endedAt is before startedAt', code: 'too_small' }],
    });
  }
  if (seconds > MAX_CALL_SECONDS) {
    // a 4xx, not the database's 500: the same report redelivered would fail the same way
    throw new HttpError('invalid_payload', 'The call lasted longer than a day', {
      issues: [
        {
          path: 'endedAt',
          message: `endedAt is more than ${MAX_CALL_SECONDS} seconds after startedAt`,
          code: 'too_big',
        },
      ],
    });
  }
  return Math.round(seconds * 10) / 10;
};

const iso = (value?: string) => (value ? new Date(value).toISOString() : null);

/**
 * The `message` Vapi POSTs -> the event to store. A malformed message is a 400 naming the
 * fields; the recording URL is kept only when `recordingEnabled`.
 */
export function parseWebhookMessage(
  message: { type: string },
  recordingEnabled: boolean,
): ParsedMessage {
  if (message.type === 'status-update') {
    const m = parseWith(statusUpdate, message, REFUSED);
    const status = CALL_STATUSES.find((s) => s === m.status);
    if (!status) return { kind: 'ignored', type: `status-update:${m.status.slice(0, 40)}` };
    return {
      kind: 'event',
      event: {
        callId: m.call.id,
        type: 'status-update',
        status,
        callType: m.call.type ?? null,
        endedReason: status === 'ended' ? (m.endedReason ?? null) : null,
        outcome: status === 'ended' && m.endedReason ? callOutcomeOf(m.endedReason) : null,
        startedAt: null,
        endedAt: null,
        durationSeconds: null,
        cost: null,
        recordingUrl: null,
      },
    };
  }
  if (message.type === 'end-of-call-report') {
    const m = parseWith(endOfCallReport, message, REFUSED);
    const recordingUrl =
      m.artifact?.recording?.mono?.combinedUrl ??
      m.artifact?.recordingUrl ??
      m.artifact?.recording?.stereoUrl ??
      null;
    return {
      kind: 'event',
      event: {
        callId: m.call.id,
        type: 'end-of-call-report',
        status: 'ended',
        callType: m.call.type ?? null,
        endedReason: m.endedReason,
        outcome: callOutcomeOf(m.endedReason),
        startedAt: iso(m.startedAt),
        endedAt: iso(m.endedAt),
        durationSeconds: durationOf(m.startedAt, m.endedAt),
        cost: m.cost ?? null,
        recordingUrl: recordingEnabled ? recordingUrl : null,
      },
    };
  }
  return { kind: 'ignored', type: message.type.replace(/[^\w.-]/g, '?') };
}
