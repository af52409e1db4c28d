import { sanitizeTranscript } from '@hlasovy-asistent/validation';

const KNOWN_MESSAGE_TYPES = [
  'transcript',
  'conversation-update',
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'error',
  'status-update',
  'speech-update',
  'model-output',
  'function-call',
  'tool-calls',
  // a server tool's result forwarded to the page (the booking card's slots)
  'tool-calls-result',
  'hang',
  'user-interrupted',
  'voice-input',
] as const;

export interface VoiceMessage {
  type: string;
  role?: string;
  transcript?: string;
  transcriptType?: string;
  [key: string]: unknown;
}

export type MessageCheck =
  | { ok: true; message: VoiceMessage }
  | { ok: false; reason: 'not-an-object' | 'missing-type' | 'unknown-type' | 'bad-transcript' };

const known = new Set<string>(KNOWN_MESSAGE_TYPES);

/** Validate one incoming voice message; transcripts are sanitised (max 5000 chars). */
export function checkVoiceMessage(raw: unknown): MessageCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'not-an-object' };
  }
  const record = raw as Record<string, unknown>;
  if (typeof record.type !== 'string' || record.type === '') {
    return { ok: false, reason: 'missing-type' };
  }
  if (!known.has(record.type)) return { ok: false, reason: 'unknown-type' };
  if (record.type === 'transcript') {
    if (typeof record.transcript !== 'string') return { ok: false, reason: 'bad-transcript' };
    return {
      ok: true,
      message: { ...record, type: 'transcript', transcript: sanitizeTranscript(record.transcript) },
    };
  }
  return { ok: true, message: { ...record, type: record.type } };
}
