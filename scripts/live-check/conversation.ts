// One short call on Vapi's WebSocket transport as the live check holds it (every wait bounded by
// the call's deadline): the socket opens (the call was created with firstMessageMode
// `assistant-waits-for-user`, so nothing speaks first and any assistant turn is an answer), a
// typed turn (`add-message` of role user) is written on the socket and, when nothing answers it,
// posted to the call's control URL (the product's fallback channel); then a Slovak sentence is
// played as PCM (20 ms frames, paced in real time, silence around it) and must be answered;
// then `{"type":"hangup"}`. Every frame is recorded: text frames for the client-message check,
// assistant turns (`speech-update` started, transcripts) and bursts of audio with their times.
import {
  isAssistantTurnStart,
  typedTurnMessage,
  VOICE_SOCKET_AUDIO_FORMAT,
  VOICE_SOCKET_HANGUP,
  type VoiceSocketClientMessage,
  voiceSocketServerMessageSchemas,
} from '@hlasovy-asistent/platform-api/voice-socket';
import type { ControlResult } from '../../supabase/functions/_shared/vapi-call-control.ts';
import type { OpenSocket, SocketPort } from './socket.ts';

export interface ConversationTiming {
  /** The socket must open within this (ms). */
  openMs: number;
  /**
   * Longest wait for a sign of the typed turn on each channel (ms): its answer, or its echo (the
   * text back as the visitor's transcript or in the conversation). Without either, the channel
   * ignored it.
   */
  typedAnswerMs: number;
  /** Once it was echoed, longest wait (from sending) for its answer (ms). */
  typedTakenMs: number;
  /** Longest wait after the sentence for its answer (ms). */
  spokenAnswerMs: number;
  /** Longest wait for a transcript of a turn once it is answered (ms). */
  transcriptMs: number;
  /** Longest wait for the close after the hang-up (ms). */
  hangupMs: number;
}

export const CONVERSATION_TIMING: ConversationTiming = {
  openMs: 5_000,
  typedAnswerMs: 4_000,
  typedTakenMs: 8_000,
  spokenAnswerMs: 5_000,
  transcriptMs: 2_000,
  hangupMs: 2_000,
};

export interface ConversationPorts {
  socket: SocketPort;
  /** A message to the call's live control URL (the fallback channel; `end-call` as last resort). */
  control(message: VoiceSocketClientMessage): Promise<ControlResult>;
  now(): number;
}

interface Transcript {
  role: string;
  final: boolean;
  text: string;
  /** ms since the socket opened. */
  at: number;
}

export type TypedTurnChannel = 'socket' | 'control';

export interface Conversation {
  /** null when it opened; else why not. */
  openError: string | null;
  /** Every text frame as received (parsed JSON, or the string when it was not JSON). */
  messages: unknown[];
  audio: { frames: number; loudFrames: number; firstLoudAt: number | null };
  transcripts: Transcript[];
  typedTurn: {
    channel: TypedTurnChannel | null;
    /** The channels whose server echoed the text back (took it into the conversation). */
    echoedOn: TypedTurnChannel[];
    /** ms from sending to the answer's start, on the channel that got it. */
    answeredAfter: number | null;
    /** How the control URL answered the fallback (null: not tried). */
    control: ControlResult | null;
  };
  spoken: {
    played: boolean;
    answeredAfter: number | null;
    /** Transcripts (either role) that arrived after the sentence started. */
    transcripts: Transcript[];
  };
  end: { how: 'hangup' | 'server' | 'end-call' | 'not-ended'; closeCode: number | null };
  /** ms from the socket's opening to its close (or the check giving up). */
  durationMs: number;
}

const FRAME_MS = 20;
const FRAME_SAMPLES = (VOICE_SOCKET_AUDIO_FORMAT.sampleRate * FRAME_MS) / 1000;
/** RMS (full scale 1) above which an assistant frame is sound, not silence (about -40 dBFS). */
const LOUD_RMS = 0.01;
/** Quiet between two loud frames that makes the second the start of a new burst of speech. */
const BURST_GAP_MS = 400;

function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += (s / 32768) ** 2;
  return Math.sqrt(sum / samples.length);
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Runs the conversation on the socket at `url`; `deadline` (ms, `ports.now()`'s clock) is when the
 * last step must have ended: the hang-up comes after it (within `timing.hangupMs`).
 */
export async function runConversation(
  url: string,
  script: { typedText: string; speech: Int16Array },
  ports: ConversationPorts,
  deadline: number,
  timing: ConversationTiming = CONVERSATION_TIMING,
): Promise<Conversation> {
  const { now } = ports;
  let openedAt = now();
  const at = () => now() - openedAt;
  const result: Conversation = {
    openError: null,
    messages: [],
    audio: { frames: 0, loudFrames: 0, firstLoudAt: null },
    transcripts: [],
    typedTurn: { channel: null, echoedOn: [], answeredAfter: null, control: null },
    spoken: { played: false, answeredAfter: null, transcripts: [] },
    end: { how: 'not-ended', closeCode: null },
    durationMs: 0,
  };
  /** Starts of assistant turns and of bursts of assistant audio (ms since open). */
  const turns: number[] = [];
  const bursts: number[] = [];
  /** When the typed text came back as the visitor's (transcript or conversation). */
  const echoes: number[] = [];
  const typedText = script.typedText.trim();
  const echoesTyped = (message: unknown) => {
    const m = message as { type?: unknown; role?: unknown; transcript?: unknown } | null;
    if (m?.type === 'transcript')
      return m.role === 'user' && String(m.transcript).trim() === typedText;
    if (m?.type !== 'conversation-update') return false;
    const lists = ['messages', 'messagesOpenAIFormatted', 'conversation'].map(
      (key) => (message as Record<string, unknown>)[key],
    );
    return lists.some(
      (list) =>
        Array.isArray(list) &&
        list.some((entry) => {
          const e = entry as { role?: unknown; content?: unknown; message?: unknown } | null;
          return e?.role === 'user' && String(e.content ?? e.message ?? '').trim() === typedText;
        }),
    );
  };
  let lastLoud = Number.NEGATIVE_INFINITY;
  let serverEnded = false;
  let closed = false;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of wakers) w();
  };
  /**
   * Resolves when `done()` holds or `ms` passed (bounded by the deadline, except for the
   * hang-up, which the deadline leaves room for); returns `done()`.
   */
  const until = async (done: () => boolean, ms: number, bounded = true): Promise<boolean> => {
    const limit = bounded ? Math.min(ms, deadline - now()) : ms;
    if (done() || limit <= 0) return done();
    await new Promise<void>((resolve) => {
      const waker = () => {
        if (!done()) return;
        cleanup();
      };
      const timer = setTimeout(() => cleanup(), limit);
      const cleanup = () => {
        clearTimeout(timer);
        wakers.delete(waker);
        resolve();
      };
      wakers.add(waker);
    });
    return done();
  };
  /** The assistant started speaking at or after `since` (ms since open). */
  const answeredSince = (since: number) =>
    turns.find((t) => t >= since) ??
    bursts.find((t) => t >= since) ??
    result.transcripts.find((t) => t.role === 'assistant' && t.at >= since)?.at;

  let socket: OpenSocket;
  try {
    socket = await ports.socket(
      url,
      {
        text(data) {
          const message = parse(data);
          result.messages.push(message);
          const time = at();
          if (isAssistantTurnStart(message as object)) turns.push(time);
          if (echoesTyped(message)) echoes.push(time);
          const transcript = voiceSocketServerMessageSchemas.transcript.safeParse(message);
          if (transcript.success) {
            result.transcripts.push({
              role: transcript.data.role,
              final: transcript.data.transcriptType !== 'partial',
              text: transcript.data.transcript,
              at: time,
            });
          }
          const status = voiceSocketServerMessageSchemas['status-update'].safeParse(message);
          if (status.success && status.data.status === 'ended') serverEnded = true;
          wake();
        },
        audio(samples) {
          result.audio.frames += 1;
          if (rms(samples) < LOUD_RMS) return;
          const time = at();
          result.audio.loudFrames += 1;
          result.audio.firstLoudAt ??= time;
          if (time - lastLoud > BURST_GAP_MS) bursts.push(time);
          lastLoud = time;
          wake();
        },
        closed(code) {
          closed = true;
          result.end.closeCode = code;
          wake();
        },
      },
      Math.min(timing.openMs, Math.max(0, deadline - now())),
    );
  } catch (error) {
    result.openError = (error as Error).message;
    return result;
  }
  openedAt = now();

  // The microphone: 20 ms frames in real time, the sentence when queued, else silence.
  const queue: Int16Array[] = [];
  let framesSent = 0;
  const pump = setInterval(() => {
    const due = Math.min(10, Math.floor(at() / FRAME_MS) - framesSent);
    for (let i = 0; i < due; i += 1) {
      const frame = queue.shift() ?? new Int16Array(FRAME_SAMPLES);
      socket.send(new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength));
      framesSent += 1;
    }
    if (queue.length === 0) wake();
  }, FRAME_MS);

  try {
    // 1. The typed turn: the socket first, then the control URL. A channel that echoed the text
    // took it: its answer is then waited for longer (a cold model, a long tool call).
    const typed = typedTurnMessage(script.typedText);
    const answered = (since: number) => answeredSince(since) !== undefined;
    const taken = async (since: number) => {
      const sign = () => answered(since) || echoes.some((t) => t >= since);
      if (!(await until(sign, timing.typedAnswerMs))) return false;
      if (answered(since)) return true;
      return until(() => answered(since), timing.typedTakenMs - (at() - since));
    };
    let sentAt = at();
    socket.send(JSON.stringify(typed));
    if (await taken(sentAt)) {
      result.typedTurn.channel = 'socket';
    }
    if (echoes.some((t) => t >= sentAt)) result.typedTurn.echoedOn.push('socket');
    if (
      !result.typedTurn.channel &&
      !result.typedTurn.echoedOn.includes('socket') &&
      deadline > now()
    ) {
      sentAt = at();
      result.typedTurn.control = await ports.control(typed);
      if (result.typedTurn.control.ok && (await taken(sentAt))) {
        result.typedTurn.channel = 'control';
      }
      if (echoes.some((t) => t >= sentAt)) result.typedTurn.echoedOn.push('control');
    }
    const answer = answeredSince(sentAt);
    if (result.typedTurn.channel && answer !== undefined) {
      result.typedTurn.answeredAfter = Math.round(answer - sentAt);
      // let the answer be heard and transcribed a moment before the visitor speaks over it
      const said = () => result.transcripts.some((t) => t.role === 'assistant' && t.at >= answer);
      await until(said, timing.transcriptMs);
    }

    // 2. The spoken sentence (over whatever the assistant says: a visitor may interrupt it).
    if (!serverEnded && !closed && deadline > now()) {
      const spokenAt = at();
      for (let i = 0; i < script.speech.length; i += FRAME_SAMPLES) {
        const frame = new Int16Array(FRAME_SAMPLES);
        frame.set(script.speech.subarray(i, i + FRAME_SAMPLES));
        queue.push(frame);
      }
      result.spoken.played = true;
      await until(
        () => queue.length === 0,
        (script.speech.length / FRAME_SAMPLES) * FRAME_MS + 2_000,
      );
      const spokenEnd = at();
      const spokenAnswer = () =>
        turns.find((t) => t > spokenAt) ?? bursts.find((t) => t >= spokenEnd);
      if (await until(() => spokenAnswer() !== undefined, timing.spokenAnswerMs)) {
        result.spoken.answeredAfter = Math.round((spokenAnswer() as number) - spokenEnd);
        // the answer's (or the sentence's) transcript
        const replied = spokenAnswer() as number;
        await until(() => result.transcripts.some((t) => t.at >= replied), timing.transcriptMs);
      }
      result.spoken.transcripts = result.transcripts.filter((t) => t.at >= spokenAt);
    }
  } finally {
    clearInterval(pump);
    // 3. The end: the documented hang-up; the control URL's end-call if the socket stays open.
    if (serverEnded || closed) {
      result.end.how = 'server';
    } else {
      socket.send(JSON.stringify(VOICE_SOCKET_HANGUP));
      if (await until(() => closed || serverEnded, timing.hangupMs, false)) {
        result.end.how = 'hangup';
      } else if ((await ports.control({ type: 'end-call' })).ok) {
        result.end.how = 'end-call';
      }
      socket.close();
    }
    result.durationMs = Math.round(at());
  }
  return result;
}
