// The agent's small pure parts: client message parsing, word timing of partial transcripts,
// the real-time pacer, the registry of calls waiting for their socket, the throttled log.
import { describe, expect, test, vi } from 'vitest';
import { createCallRegistry } from '../src/call-registry.ts';
import { createCallLog, parseClientMessage, playPaced, VoiceAgentError } from '../src/index.ts';
import { spokenPrefix } from '../src/word-timing.ts';
import { createManualClock } from './manualClock.ts';

// Generous limits: the machine may be busy (speed is measured in the bench, not here).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('parseClientMessage', () => {
  test.each([
    ['{"type":"hangup"}', { kind: 'hangup' }],
    ['{"type":"end-call"}', { kind: 'hangup' }],
    [
      '{"type":"add-message","message":{"role":"system","content":"x"}}',
      { kind: 'ignored', type: 'add-message' },
    ],
    ['{"type":"add-message","message":{}}', { kind: 'invalid', reason: 'bad-add-message' }],
    ['{"type":"control","control":"reboot"}', { kind: 'invalid', reason: 'bad-control' }],
    ['{"type":"control","control":"mute-assistant"}', { kind: 'ignored', type: 'control' }],
    [
      '{"type":"say","message":" Ahoj "}',
      {
        kind: 'say',
        message: 'Ahoj',
        endCallAfterSpoken: false,
        interruptAssistant: true,
        interruptible: true,
      },
    ],
    [
      '{"type":"say","message":"Ahoj","endCallAfterSpoken":true,"interruptAssistantEnabled":false,"interruptionsEnabled":false}',
      {
        kind: 'say',
        message: 'Ahoj',
        endCallAfterSpoken: true,
        interruptAssistant: false,
        interruptible: false,
      },
    ],
    ['hello', { kind: 'invalid', reason: 'invalid-json' }],
    ['', { kind: 'invalid', reason: 'invalid-json' }],
    ['null', { kind: 'invalid', reason: 'not-an-object' }],
    ['42', { kind: 'invalid', reason: 'not-an-object' }],
    ['[{"type":"hangup"}]', { kind: 'invalid', reason: 'not-an-object' }],
    ['{"type":7}', { kind: 'invalid', reason: 'no-type' }],
    ['{"type":"HANGUP"}', { kind: 'invalid', reason: 'unknown-type' }],
    ['{"type":"say"}', { kind: 'invalid', reason: 'bad-say' }],
    ['{"type":"say","message":"   "}', { kind: 'invalid', reason: 'bad-say' }],
    [`{"type":"say","message":"${'a'.repeat(501)}"}`, { kind: 'invalid', reason: 'bad-say' }],
    [
      `{"type":"hangup","pad":"${'a'.repeat(17_000)}"}`,
      { kind: 'invalid', reason: 'oversized-text' },
    ],
  ])('%s', (text, expected) => {
    expect(parseClientMessage(text)).toMatchObject(expected);
  });
});

describe('spokenPrefix (words heard after a share of the line)', () => {
  const line = 'Dobrý deň, ako sa máte?';
  test.each([
    [0, ''],
    [0.1, ''],
    [0.3, 'Dobrý'],
    [0.5, 'Dobrý deň,'],
    [0.99, 'Dobrý deň, ako sa'],
    [1, line],
    [2, line],
  ])('%f -> %j', (fraction, expected) => {
    expect(spokenPrefix(line, fraction)).toBe(expected);
  });
});

describe('playPaced', () => {
  test('20 ms frames with a 40 ms lead, the last one padded, done when played out', async () => {
    const clock = createManualClock();
    const sent: { at: number; bytes: number }[] = [];
    let doneAt: number | undefined;
    const t0 = clock.now();
    playPaced(new Int16Array(1_000).fill(100), {
      clock,
      sampleRate: 16_000,
      send: (frame) => sent.push({ at: clock.now() - t0, bytes: frame.byteLength }),
      onDone: () => (doneAt = clock.now() - t0),
    });
    // 1 000 samples = 3.125 frames -> 4 frames of 640 bytes.
    expect(sent.map((s) => s.at)).toEqual([0, 0, 0]); // frames 0-2: playback 0-60 ms, lead 40
    await clock.advance(200);
    expect(sent).toEqual([
      { at: 0, bytes: 640 },
      { at: 0, bytes: 640 },
      { at: 0, bytes: 640 },
      { at: 20, bytes: 640 },
    ]);
    expect(doneAt).toBe(80);
  });

  test('stop() halts sending, freezes the played time and skips onDone', async () => {
    const clock = createManualClock();
    let sent = 0;
    let done = false;
    const playback = playPaced(new Int16Array(16_000), {
      clock,
      sampleRate: 16_000,
      send: () => (sent += 1),
      onDone: () => (done = true),
    });
    await clock.advance(100);
    expect(playback.stop()).toBe(100);
    const count = sent;
    await clock.advance(2_000);
    expect(sent).toBe(count);
    expect(playback.playedMs()).toBe(100);
    expect(done).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  test('late timers catch up without drift', async () => {
    const clock = createManualClock();
    let sent = 0;
    playPaced(new Int16Array(16_000), {
      clock,
      sampleRate: 16_000,
      send: () => (sent += 1),
      onDone() {},
    });
    // A clock that jumps 500 ms at once (a blocked thread): every frame due is sent.
    await clock.advance(500);
    expect(sent).toBe(Math.floor((500 + 40) / 20) + 1);
  });

  test('empty audio finishes on the next tick, not inside the call', async () => {
    const clock = createManualClock();
    let done = false;
    playPaced(new Int16Array(0), {
      clock,
      sampleRate: 16_000,
      send() {},
      onDone: () => (done = true),
    });
    expect(done).toBe(false);
    await clock.advance(0);
    expect(done).toBe(true);
  });
});

describe('call registry', () => {
  const make = (clock = createManualClock()) => ({
    clock,
    registry: createCallRegistry({ clock, ttlMs: 60_000, maxPending: 2 }),
  });

  test('a call is taken once', () => {
    const { registry } = make();
    registry.register({ id: 'abc', sampleRate: 16_000 });
    expect(registry.take('abc')).toEqual({ id: 'abc', sampleRate: 16_000 });
    expect(registry.take('abc')).toBeUndefined();
    expect(registry.take('never')).toBeUndefined();
  });

  test('an unconnected call expires after the TTL, with no timer', async () => {
    const { clock, registry } = make();
    registry.register({ id: 'abc', sampleRate: 16_000 });
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(registry.size).toBe(0);
    expect(registry.take('abc')).toBeUndefined();
  });

  test.each([
    ['a path', '../etc'],
    ['an empty id', ''],
    ['a query', 'a?b=c'],
    ['201 characters (the one call-id rule: VOICE_CALL_ID_PATTERN)', 'a'.repeat(201)],
  ])('refuses %s as an id', (_title, id) => {
    const { registry } = make();
    expect(() => registry.register({ id, sampleRate: 16_000 })).toThrow(VoiceAgentError);
  });

  test('refuses more than maxPending waiting calls until some expire', async () => {
    const { clock, registry } = make();
    registry.register({ id: 'a', sampleRate: 16_000 });
    registry.register({ id: 'b', sampleRate: 16_000 });
    expect(() => registry.register({ id: 'c', sampleRate: 16_000 })).toThrow(
      /too many calls waiting/,
    );
    await clock.advance(60_000);
    registry.register({ id: 'c', sampleRate: 16_000 });
    expect(registry.size).toBe(1);
  });
});

describe('call log', () => {
  test('each kind of rejection is written 3 times, then every 100th with its count', () => {
    const lines: string[] = [];
    const log = createCallLog((line) => lines.push(line), '0123456789abcdef');
    for (let i = 0; i < 250; i += 1) log.rejected('odd-frame', '3 bytes');
    log.rejected('invalid-json', '"x"');
    expect(lines).toHaveLength(3 + 2 + 1);
    expect(lines[0]).toBe('[voice-agent] call 01234567: ignored odd-frame (3 bytes)');
    expect(lines[3]).toContain('[100 so far]');
    expect(log.rejections.get('odd-frame')).toBe(250);
  });
});
