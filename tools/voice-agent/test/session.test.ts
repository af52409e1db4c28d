// The call session on a manual clock: greeting first, real-time pacing, turn-taking on the
// visitor's espeak-ng speech, barge-in measured in audio time, the 60 s silence timeout,
// hang-up, `say`, bad input. Every message it sends is checked against Vapi's schemas.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  concat,
  dbfs,
  replyFor,
  SLOVAK_DEMO_DIALOGUE,
  samplesFromBytes,
  silence,
} from '../src/index.ts';
import { compileMessageSchemas, messageProblems } from '../src/testing/index.ts';
import { type SessionHarness, sharedSpeech, startSession } from './sessionHarness.ts';
import { onsetIndex, visitorSpeech } from './speechFixtures.ts';

// Generous limits: the machine may be busy (speed is measured in the bench, not here).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const { greeting } = SLOVAK_DEMO_DIALOGUE;
let harnesses: SessionHarness[] = [];
const start = (...args: Parameters<typeof startSession>) => {
  const h = startSession(...args);
  harnesses.push(h);
  h.session.start();
  return h;
};

beforeAll(async () => {
  // Synthesize the dialogue and the visitor's sentence before any clock runs.
  await sharedSpeech().prepare(
    [greeting, ...SLOVAK_DEMO_DIALOGUE.lines.call.notOffered.replies.slice(0, 2)],
    16_000,
  );
  await visitorSpeech();
  compileMessageSchemas();
}, 120_000);

afterEach(() => {
  // Whatever a test did, everything the session sent is what a Vapi call sends.
  for (const h of harnesses) {
    const problems = h.messages().flatMap((m) => messageProblems(m));
    expect(problems).toEqual([]);
    const userTranscripts = h.messages('transcript').filter((m) => m.role !== 'assistant');
    expect(userTranscripts).toEqual([]); // the visitor is never transcribed
  }
  harnesses = [];
});

const finals = (h: SessionHarness): string[] =>
  h
    .messages('transcript')
    .filter((m) => m.transcriptType === 'final')
    .map((m) => String(m.transcript));

describe('greeting', () => {
  test('status in-progress at once, then the greeting shortly after the socket opens', async () => {
    const h = start();
    const opened = h.clock.now();
    expect(h.messages()).toMatchObject([{ type: 'status-update', status: 'in-progress' }]);
    expect(h.audio()).toHaveLength(0);
    await h.clock.advance(300);
    const first = h.audio()[0];
    expect(first).toBeDefined();
    expect((first?.at ?? Number.POSITIVE_INFINITY) - opened).toBeLessThanOrEqual(300);
    expect(h.messages('speech-update')[0]).toMatchObject({
      role: 'assistant',
      status: 'started',
      turn: 0,
    });
  });

  test('is real speech in 20 ms frames of 640 bytes, paced in real time with a 40 ms lead', async () => {
    const h = start();
    await h.untilListening();
    const frames = h.audio();
    expect(new Set(frames.map((f) => f.frame.byteLength))).toEqual(new Set([640]));
    const speech = concat(frames.map((f) => samplesFromBytes(f.frame)));
    const seconds = speech.length / 16_000;
    expect(seconds).toBeGreaterThan(4);
    expect(dbfs(speech)).toBeGreaterThan(-35);
    // Frame k plays at start + 20k ms: sent no earlier than 40 ms before that, and never late.
    const t0 = frames[0]?.at ?? 0;
    for (const [k, f] of frames.entries()) {
      expect(f.at).toBeGreaterThanOrEqual(t0 + 20 * k - 40);
      expect(f.at).toBeLessThanOrEqual(t0 + 20 * k);
    }
    // The line ends when its audio has played, not when the last frame was sent.
    const stopped = h.sent.find(
      (s) =>
        s.kind === 'json' && s.message.type === 'speech-update' && s.message.status === 'stopped',
    );
    expect(stopped?.at).toBeGreaterThanOrEqual(t0 + 20 * frames.length);
  });

  test('transcripts: growing partial prefixes, one final, one conversation-update', async () => {
    const h = start();
    await h.untilListening();
    const partials = h
      .messages('transcript')
      .filter((m) => m.transcriptType === 'partial')
      .map((m) => m.transcript as string);
    expect(partials.length).toBeGreaterThan(3);
    for (const [i, partial] of partials.entries()) {
      expect(greeting.startsWith(partial)).toBe(true);
      if (i > 0) expect(partial.length).toBeGreaterThan((partials[i - 1] as string).length);
    }
    expect(finals(h)).toEqual([greeting]);
    const updates = h.messages('conversation-update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      messages: [{ role: 'bot', message: greeting }],
      messagesOpenAIFormatted: [{ role: 'assistant', content: greeting }],
    });
    expect(h.messages().map((m) => m.type)).toEqual([
      'status-update',
      'speech-update',
      ...partials.map(() => 'transcript'),
      'transcript',
      'speech-update',
      'conversation-update',
    ]);
  });
});

describe('turn-taking', () => {
  test('each finished visitor turn gets the next line; silence and noise get none', async () => {
    const h = start();
    await h.untilListening();
    await h.stream(silence(16_000, 2_000));
    expect(finals(h)).toEqual([greeting]);
    const sentence = await visitorSpeech();
    for (const turn of [0, 1]) {
      await h.stream(concat([sentence, silence(16_000, 800)]));
      await h.untilListening();
      expect(finals(h).at(-1)).toBe(
        replyFor(SLOVAK_DEMO_DIALOGUE, { channel: 'call', turn: turn, offered: false }),
      );
    }
    expect(finals(h)).toHaveLength(3);
    const user = h.messages('speech-update').filter((m) => m.role === 'user');
    expect(user.map((m) => m.status)).toEqual(['started', 'stopped', 'started', 'stopped']);
    // Turns count up across both speakers: greeting 0, visitor 1, reply 2, visitor 3, reply 4.
    const turns = h.messages('speech-update').map((m) => `${m.role}:${m.status}:${m.turn}`);
    expect(turns).toEqual([
      'assistant:started:0',
      'assistant:stopped:0',
      'user:started:1',
      'user:stopped:1',
      'assistant:started:2',
      'assistant:stopped:2',
      'user:started:3',
      'user:stopped:3',
      'assistant:started:4',
      'assistant:stopped:4',
    ]);
    expect(h.messages('conversation-update').at(-1)?.messages).toHaveLength(3);
  }, 60_000);

  test('the reply starts within 200 ms + the 600 ms hangover after the visitor stops', async () => {
    const h = start();
    await h.untilListening();
    const sentence = await visitorSpeech();
    const begin = await h.stream(concat([sentence, silence(16_000, 1_500)]));
    const spokenEnd = begin + (sentence.length / 16_000) * 1000;
    const replyStart = h.sent.find(
      (s) =>
        s.kind === 'json' &&
        s.message.type === 'speech-update' &&
        s.message.role === 'assistant' &&
        s.message.status === 'started' &&
        s.at > begin,
    );
    expect(replyStart).toBeDefined();
    expect((replyStart?.at ?? 0) - spokenEnd).toBeLessThanOrEqual(600 + 200 + 40);
    expect((replyStart?.at ?? 0) - spokenEnd).toBeGreaterThanOrEqual(600);
  }, 30_000);
});

describe('barge-in', () => {
  test('the visitor talking over a line for 200 ms stops its audio within 260 ms of speech onset (audio time)', async () => {
    const h = start();
    await h.clock.advance(1_500); // greeting well under way
    const sentence = await visitorSpeech();
    const lead = silence(16_000, 100);
    const begin = await h.stream(concat([lead, sentence, silence(16_000, 800)]));
    const onsetAt = begin + ((lead.length + onsetIndex(sentence)) / 16_000) * 1000;

    const interrupted = h.sent.find(
      (s) => s.kind === 'json' && s.message.type === 'user-interrupted',
    );
    expect(interrupted).toBeDefined();
    const beforeReply = h.audio().filter((f) => f.at <= (interrupted?.at ?? 0));
    const lastGreetingFrame = beforeReply.at(-1);
    const afterInterrupt = h
      .audio()
      .filter((f) => f.at > (interrupted?.at ?? 0) && f.at < (interrupted?.at ?? 0) + 500);
    expect(afterInterrupt).toEqual([]);
    // Where the assistant's last frame ends on the playback timeline.
    const firstAt = h.audio()[0]?.at ?? 0;
    const playedUntil = firstAt + 20 * beforeReply.length;
    const stopLatency = playedUntil - onsetAt;
    const sendLatency = (lastGreetingFrame?.at ?? 0) - onsetAt;
    console.log(
      `barge-in: detected ${(interrupted?.at ?? 0) - onsetAt} ms after onset, last frame sent ${sendLatency} ms, audio ends ${stopLatency} ms after onset`,
    );
    // 200 ms of speech confirm the barge-in; the 40 ms sent ahead and a frame's rounding on top
    expect(stopLatency).toBeLessThanOrEqual(260);
    // The client is told right away, and the assistant turn closes with what was heard.
    // (the line's partial transcripts go on while the visitor's speech is being confirmed)
    const order = h
      .messages()
      .filter((m) => !(m.type === 'transcript' && m.transcriptType === 'partial'))
      .map((m) => `${m.type}${m.role ? `:${m.role}` : ''}${m.status ? `:${m.status}` : ''}`);
    const at = order.indexOf('user-interrupted');
    expect(order.slice(at - 1, at + 4)).toEqual([
      'speech-update:user:started',
      'user-interrupted',
      'transcript:assistant',
      'speech-update:assistant:stopped',
      'conversation-update',
    ]);
    const cut = finals(h)[0] ?? '';
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.length).toBeLessThan(greeting.length);
    expect(greeting.startsWith(cut)).toBe(true);
    // After the visitor's turn the assistant goes on with the first reply.
    await h.untilListening();
    expect(finals(h).at(-1)).toBe(
      replyFor(SLOVAK_DEMO_DIALOGUE, { channel: 'call', turn: 0, offered: false }),
    );
  }, 60_000);

  test('a 40 ms click does not interrupt', async () => {
    const h = start();
    await h.clock.advance(1_000);
    const click = new Int16Array(640).fill(12_000);
    await h.stream(concat([click, silence(16_000, 200)]));
    expect(h.messages('user-interrupted')).toEqual([]);
    expect(h.session.phase).toBe('speaking');
  });

  test('an 80 ms cough does not interrupt; 200 ms of speech does', async () => {
    const h = start();
    await h.clock.advance(1_000);
    const burst = (ms: number) => {
      const out = new Int16Array(16 * ms);
      for (let i = 0; i < out.length; i += 1) out[i] = Math.round(8000 * Math.sin(i / 3));
      return out;
    };
    await h.stream(concat([burst(80), silence(16_000, 700)]));
    expect(h.messages('user-interrupted')).toEqual([]);
    expect(h.session.phase).toBe('speaking');
    await h.stream(concat([burst(240), silence(16_000, 100)]));
    expect(h.messages('user-interrupted')).toHaveLength(1);
  });
});

describe('ending', () => {
  test('60 s of silence ends the call: status-update ended silence-timed-out, close 1000, no timer left', async () => {
    const h = start();
    await h.untilListening();
    await h.clock.advance(59_900);
    expect(h.session.phase).toBe('listening');
    await h.clock.advance(200);
    expect(h.session.phase).toBe('ended');
    expect(h.messages().at(-1)).toMatchObject({
      type: 'status-update',
      status: 'ended',
      endedReason: 'silence-timed-out',
    });
    expect(h.sent.at(-1)).toMatchObject({ kind: 'close', code: 1000 });
    expect(h.clock.pending()).toBe(0);
  }, 30_000);

  test('visitor speech restarts the silence timer', async () => {
    const h = start();
    await h.untilListening();
    await h.clock.advance(50_000);
    await h.stream(concat([await visitorSpeech(), silence(16_000, 800)]));
    await h.untilListening();
    const spokeAt = h.clock.now();
    await h.clock.advance(59_000);
    expect(h.session.phase).toBe('listening');
    await h.clock.advance(1_100);
    expect(h.session.phase).toBe('ended');
    expect(h.clock.now() - spokeAt).toBeGreaterThanOrEqual(60_000);
  }, 30_000);

  test('hangup mid-line: audio stops at once, ended customer-ended-call, close 1000, nothing left', async () => {
    const h = start();
    await h.clock.advance(1_000);
    const framesBefore = h.audio().length;
    h.session.receiveText('{"type":"hangup"}');
    await h.clock.advance(2_000);
    expect(h.audio()).toHaveLength(framesBefore);
    expect(h.messages().at(-1)).toMatchObject({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(h.sent.filter((s) => s.kind === 'close')).toEqual([
      { at: expect.any(Number), kind: 'close', code: 1000 },
    ]);
    expect(h.clock.pending()).toBe(0);
    // Anything after the end is ignored.
    h.session.receiveText('{"type":"hangup"}');
    h.session.receiveAudio(new Uint8Array(640));
    expect(h.sent.filter((s) => s.kind === 'close')).toHaveLength(1);
  });

  test('the socket closing ends the call quietly and frees its timers', async () => {
    let reason: string | undefined;
    const h = start({ onEnded: (r) => (reason = r) });
    await h.clock.advance(1_000);
    const count = h.sent.length;
    h.session.end('socket-closed');
    expect(reason).toBe('socket-closed');
    expect(h.sent).toHaveLength(count);
    expect(h.clock.pending()).toBe(0);
  });

  test('a call longer than the maximum duration ends with exceeded-max-duration', async () => {
    const h = start({ timing: { maxDurationMs: 90_000, silenceTimeoutMs: 600_000 } });
    await h.clock.advance(90_100);
    expect(h.messages().at(-1)).toMatchObject({ endedReason: 'exceeded-max-duration' });
  }, 30_000);
});

describe('client messages', () => {
  test('say speaks the text; endCallAfterSpoken ends the call after it', async () => {
    const h = start();
    // synthesized off the clock (a worker thread), so the manual clock finds it cached
    await sharedSpeech().utterance('Ďakujem, dovidenia.', 16_000);
    await h.untilListening();
    h.session.receiveText(
      JSON.stringify({ type: 'say', message: 'Ďakujem, dovidenia.', endCallAfterSpoken: true }),
    );
    await h.clock.advance(5_000);
    expect(finals(h).at(-1)).toBe('Ďakujem, dovidenia.');
    expect(h.messages().at(-1)).toMatchObject({
      type: 'status-update',
      endedReason: 'assistant-ended-call-after-message-spoken',
    });
  }, 30_000);

  test('say with interruptAssistantEnabled false waits for the current line', async () => {
    const h = start();
    await sharedSpeech().utterance('Ešte jedna vec.', 16_000);
    await h.clock.advance(1_000);
    h.session.receiveText(
      JSON.stringify({ type: 'say', message: 'Ešte jedna vec.', interruptAssistantEnabled: false }),
    );
    await h.untilListening();
    await h.clock.advance(100);
    await h.untilListening();
    expect(finals(h)).toEqual([greeting, 'Ešte jedna vec.']);
  }, 30_000);

  test('bad input is logged and ignored; the line keeps playing', async () => {
    const h = start();
    await h.clock.advance(600);
    const inputs: [string, () => void][] = [
      ['invalid-json', () => h.session.receiveText('hello')],
      ['not-an-object', () => h.session.receiveText('[1,2]')],
      ['no-type', () => h.session.receiveText('{"message":"x"}')],
      ['unknown-type', () => h.session.receiveText('{"type":"dance"}')],
      ['oversized-text', () => h.session.receiveText(`"${'x'.repeat(20_000)}"`)],
      ['bad-say', () => h.session.receiveText('{"type":"say","message":42}')],
      ['empty-frame', () => h.session.receiveAudio(new Uint8Array(0))],
      ['odd-frame', () => h.session.receiveAudio(new Uint8Array(641))],
      ['oversized-frame', () => h.session.receiveAudio(new Uint8Array(40_000))],
      [
        'json-in-binary-frame',
        () => h.session.receiveAudio(new TextEncoder().encode('{"type":"hangup"}')),
      ],
    ];
    for (const [, send] of inputs) send();
    h.session.receiveText('{"type":"add-message","message":{"role":"system","content":"x"}}');
    h.session.receiveText('{"type":"control","control":"mute-assistant"}');
    expect(Object.fromEntries(h.rejections)).toEqual(
      Object.fromEntries(inputs.map(([kind]) => [kind, 1])),
    );
    await h.untilListening();
    expect(finals(h)).toEqual([greeting]);
    expect(h.session.phase).toBe('listening');
  }, 30_000);

  test('a flood of bad frames writes a bounded log', async () => {
    const h = start();
    for (let i = 0; i < 1_000; i += 1) h.session.receiveAudio(new Uint8Array(3));
    expect(h.rejections.get('odd-frame')).toBe(1_000);
    expect(h.logs.filter((l) => l.includes('odd-frame')).length).toBe(3 + 10);
  });
});
