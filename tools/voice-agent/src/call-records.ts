// What went over each call's socket, as the agent saw it, for tests that cannot watch the
// browser's socket (Firefox over BiDi and WebKit over classic WebDriver see no WebSocket a Worker
// opens): every JSON message both ways and the size of every audio frame, with arrival times, and
// the first seconds of the visitor's audio (to measure what the browser's microphone path made of
// it). Opt-in (`VoiceAgentOptions.keepCallRecords`), the newest calls only, served by the agent's
// plain HTTP side: `GET /calls/<callId>` (JSON) and `GET /calls/<callId>/heard.wav`.
import { samplesFromBytes } from './pcm.ts';
import { encodeWav } from './wav.ts';

/** One frame: `bytes` for audio, `json` for a text frame (`{ type: '(not JSON)' }` if it was not). */
interface RecordedFrame {
  /** Date.now() when the agent received or sent it. */
  at: number;
  bytes?: number;
  json?: Record<string, unknown>;
}

interface CallRecord {
  callId: string;
  sampleRate: number;
  /** From the browser. */
  received: RecordedFrame[];
  /** To the browser. */
  sent: RecordedFrame[];
  /** The socket closed. */
  closed: boolean;
}

export interface CallRecorder {
  received(data: Buffer, isBinary: boolean): void;
  sent(data: Uint8Array | Record<string, unknown>): void;
  closed(): void;
}

export interface CallRecords {
  start(callId: string, sampleRate: number): CallRecorder;
  record(callId: string): CallRecord | undefined;
  /** The visitor's audio (up to HEARD_SECONDS) as a WAV file. */
  heard(callId: string): Uint8Array | undefined;
}

/** Visitor audio kept per call: enough for a sentence or two. */
const HEARD_SECONDS = 30;

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object'
      ? (value as Record<string, unknown>)
      : { type: '(not an object)' };
  } catch {
    return { type: '(not JSON)' };
  }
}

export function createCallRecords(keep: number, now: () => number): CallRecords {
  const records = new Map<
    string,
    { record: CallRecord; heard: Int16Array[]; heardSamples: number }
  >();
  return {
    start(callId, sampleRate) {
      const entry = {
        record: { callId, sampleRate, received: [], sent: [], closed: false } as CallRecord,
        heard: [] as Int16Array[],
        heardSamples: 0,
      };
      records.set(callId, entry);
      for (const old of records.keys()) {
        if (records.size <= keep) break;
        records.delete(old);
      }
      const limit = HEARD_SECONDS * sampleRate;
      return {
        received(data, isBinary) {
          if (!isBinary) {
            entry.record.received.push({ at: now(), json: parse(data.toString('utf8')) });
            return;
          }
          entry.record.received.push({ at: now(), bytes: data.length });
          if (entry.heardSamples < limit && data.length % 2 === 0) {
            const samples = samplesFromBytes(data).subarray(0, limit - entry.heardSamples);
            entry.heard.push(samples);
            entry.heardSamples += samples.length;
          }
        },
        sent(data) {
          entry.record.sent.push(
            data instanceof Uint8Array
              ? { at: now(), bytes: data.length }
              : { at: now(), json: data },
          );
        },
        closed() {
          entry.record.closed = true;
        },
      };
    },
    record: (callId) => records.get(callId)?.record,
    heard(callId) {
      const entry = records.get(callId);
      if (!entry) return undefined;
      const samples = new Int16Array(entry.heardSamples);
      let at = 0;
      for (const chunk of entry.heard) {
        samples.set(chunk, at);
        at += chunk.length;
      }
      return encodeWav({ sampleRate: entry.record.sampleRate, samples });
    },
  };
}
