import * as z from 'zod/mini';
import type { CallEvent } from '../_shared/call-events.ts';
import { CALL_STATUSES, CALL_TYPES, callOutcomeOf } from '../_shared/call-outcome.ts';
import { HttpError } from '../_shared/errors.ts';

const isoDate = z.string().check(z.maxLength(40), z.iso.datetime({ offset: true }));
const endedReason = z.string().check(z.regex(/^[a-z0-9._-]{1,120}$/));
const httpUrl = z.string().check(z.maxLength(2000), z.regex(/^https?:\/\/\S+$/));

/** The parts of Vapi's ServerMessage (OpenAPI: ServerMessageStatusUpdate / ...EndOfCallReport). */
const callSchema = z.looseObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,200}$/)),
  type: z.optional(z.enum(CALL_TYPES)),
});

const statusUpdate = z.looseObject({
  type: z.literal('status-update'),
  status: z.string().check(z.maxLength(40)),
  endedReason: z.optional(endedReason),
  call: callSchema,
});

const recording = z.looseObject({
  stereoUrl: z.optional(httpUrl),
  mono: z.optional(z.looseObject({ combinedUrl: z.optional(httpUrl) })),
});

const endOfCallReport = z.looseObject({
  type: z.literal('end-of-call-report'),
  endedReason,
  cost: z.optional(z.number().check(z.gte(0), z.lte(100_000))),
  startedAt: z.optional(isoDate),
  endedAt: z.optional(isoDate),
  artifact: z.optional(
    z.looseObject({ recordingUrl: z.optional(httpUrl), recording: z.optional(recording) }),
  ),
  call: callSchema,
});

const envelope = z.object({
  message: z.looseObject({ type: z.string().check(z.maxLength(80)) }),
});

export type ParsedMessage =
  | { kind: 'event'; event: CallEvent }
  /** A well-formed message this function does not store (another type, or status `not-found`). */
  | { kind: 'ignored'; type: string };

function issuesOf(error: z.core.$ZodError) {
  return error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.').slice(0, 200),
    message: issue.message,
    code: issue.code,
  }));
}

function parse<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw new HttpError('invalid_payload', 'The body is not a Vapi server message this URL takes', {
    issues: issuesOf(result.error),
  });
}

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
 * `{ message }` as Vapi POSTs it -> the event to store. A malformed message is a 400 naming the
 * fields; the recording URL is kept only when `recordingEnabled`.
 */
export function parseWebhookMessage(body: unknown, recordingEnabled: boolean): ParsedMessage {
  const { message } = parse(envelope, body);
  if (message.type === 'status-update') {
    const m = parse(statusUpdate, message);
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
    const m = parse(endOfCallReport, message);
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
