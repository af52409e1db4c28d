// A CallSession on a manual clock with a sink that records what it sends and when: the
// session tests measure pacing, turn-taking and barge-in in audio time.
import {
  type AgentMessage,
  bytesFromSamples,
  type CallSession,
  type CallSessionOptions,
  createCallLog,
  createCallSession,
  createSpeechCache,
  SLOVAK_DEMO_DIALOGUE,
  type SpeechCache,
} from '../src/index.ts';
import { createManualClock, type ManualClock } from './manualClock.ts';

const RATE = 16_000;
const FRAME_SAMPLES = 320;

type Sent =
  | { at: number; kind: 'audio'; frame: Uint8Array }
  | { at: number; kind: 'json'; message: AgentMessage }
  | { at: number; kind: 'close'; code: number };

export interface SessionHarness {
  clock: ManualClock;
  session: CallSession;
  sent: Sent[];
  logs: string[];
  rejections: ReadonlyMap<string, number>;
  messages(type?: string): (AgentMessage & Record<string, unknown>)[];
  audio(): { at: number; frame: Uint8Array }[];
  /** Feeds `samples` in 20 ms frames, each when its capture ends; returns the start time. */
  stream(samples: Int16Array): Promise<number>;
  /** Advances until the assistant's current line has played out (or `maxMs` passed). */
  untilListening(maxMs?: number): Promise<void>;
}

let speech: SpeechCache | undefined;

/** One speech cache per test file: every line is synthesized once. */
export function sharedSpeech(): SpeechCache {
  speech ??= createSpeechCache();
  return speech;
}

export function startSession(overrides: Partial<CallSessionOptions> = {}): SessionHarness {
  const clock = createManualClock();
  const sent: Sent[] = [];
  const logs: string[] = [];
  const log = createCallLog((line) => logs.push(line), 'test-call-0001');
  const session = createCallSession({
    sampleRate: RATE,
    clock,
    speech: sharedSpeech(),
    dialogue: SLOVAK_DEMO_DIALOGUE,
    log,
    sink: {
      sendAudio: (frame) => sent.push({ at: clock.now(), kind: 'audio', frame }),
      sendJson: (message) => sent.push({ at: clock.now(), kind: 'json', message }),
      close: (code) => sent.push({ at: clock.now(), kind: 'close', code }),
    },
    ...overrides,
  });
  const harness: SessionHarness = {
    clock,
    session,
    sent,
    logs,
    rejections: log.rejections,
    messages: (type) =>
      sent
        .filter((s) => s.kind === 'json')
        .map((s) => s.message as AgentMessage & Record<string, unknown>)
        .filter((m) => !type || m.type === type),
    audio: () => sent.flatMap((s) => (s.kind === 'audio' ? [{ at: s.at, frame: s.frame }] : [])),
    async stream(samples) {
      const start = clock.now();
      for (let i = 0; i < samples.length; i += FRAME_SAMPLES) {
        await clock.advance(20);
        session.receiveAudio(bytesFromSamples(samples.subarray(i, i + FRAME_SAMPLES)));
      }
      return start;
    },
    async untilListening(maxMs = 30_000) {
      for (let waited = 0; waited < maxMs && session.phase !== 'listening'; waited += 20) {
        await clock.advance(20);
      }
    },
  };
  return harness;
}
