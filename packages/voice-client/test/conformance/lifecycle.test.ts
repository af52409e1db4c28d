// The lifecycle every transport must honour (state machine, single flight, events, snapshot,
// speech rules, messages, errors, leak-free stop), run once per transport.
import { describe, expect, test, vi } from 'vitest';
import type { CallStartFailedEvent, VoiceClientError } from '../../src/index.ts';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { DRIVERS, type Subject } from './drivers.ts';

fakeTimersForEachTest();

function expectReleased(s: Subject) {
  expect(s.held()).toEqual({ resources: 0, listeners: 0, tracks: 0 });
  expect(vi.getTimerCount()).toBe(0);
}

describe.each(DRIVERS)('$name transport', (driver) => {
  describe('state machine and single flight', () => {
    test('idle -> starting -> connecting -> active -> ending -> ended, call-end once', async () => {
      const s = driver.create();
      const statuses: string[] = [];
      s.client.subscribe(() => statuses.push(s.client.getSnapshot().status));
      await s.startActive();
      await s.client.stop();
      expect(statuses.filter((x, i) => statuses.indexOf(x) === i)).toEqual([
        'starting',
        'connecting',
        'active',
        'ending',
        'ended',
      ]);
      expect(s.named('call-start')).toHaveLength(1);
      expect(s.named('call-end')).toHaveLength(1);
      expectReleased(s);
    });

    test('start spam while starting makes one request and returns one promise', async () => {
      const s = driver.create();
      const starts = Array.from({ length: 20 }, () => s.client.start('a-1'));
      await Promise.all(starts);
      expect(new Set(starts).size).toBe(1);
      expect(s.requests()).toBe(1);
    });

    test('start() during an active call returns the running call without a request', async () => {
      const s = driver.create();
      const call = await s.startActive();
      await expect(s.client.start('other')).resolves.toEqual(call);
      expect(s.requests()).toBe(1);
    });

    test('two instances never interfere', async () => {
      const a = driver.create();
      const b = driver.create();
      await a.startActive();
      await b.startActive();
      await a.client.stop();
      expect(b.client.getSnapshot().status).toBe('active');
      expect(b.named('call-end')).toHaveLength(0);
      expect(b.held().resources).toBeGreaterThan(0);
    });

    test('start() right after an awaited stop() starts a new call every time', async () => {
      const s = driver.create();
      for (let i = 0; i < 5; i += 1) {
        await s.startActive();
        await s.client.stop();
      }
      expect(s.requests()).toBe(5);
      expect(s.named('call-end')).toHaveLength(5);
      expectReleased(s);
    });
  });

  describe('stop()', () => {
    test.each(driver.hanging)(
      'during $stage: start resolves null, call-end once, no error, everything released',
      async ({ stage, create }) => {
        const s = create();
        const stages: string[] = [];
        s.client.on('call-start-progress', (p) => {
          if (p.status === 'started') stages.push(p.stage);
        });
        const started = s.client.start('a-1');
        await vi.advanceTimersByTimeAsync(0);
        expect(stages.at(-1)).toBe(stage);
        await s.client.stop();
        await expect(started).resolves.toBeNull();
        await vi.runAllTimersAsync();
        expect(s.named('call-end')).toHaveLength(1);
        expect(s.named('call-start-failed')).toHaveLength(0);
        expect(s.named('error')).toHaveLength(0);
        expect(s.client.getSnapshot()).toMatchObject({ status: 'ended', isSpeaking: false });
        expectReleased(s);
      },
    );

    test('while active with speech pending: speech-end timer cleared, released', async () => {
      const s = driver.create();
      await s.startActive();
      s.assistantLevel(0.5);
      expect(s.client.getSnapshot().isSpeaking).toBe(true);
      await s.client.stop();
      expect(s.names().filter((n) => n.startsWith('speech'))).toEqual(['speech-start']);
      expect(s.client.getSnapshot()).toMatchObject({
        status: 'ended',
        isSpeaking: false,
        volume: 0,
      });
      expectReleased(s);
    });

    test('is idempotent: concurrent and repeated stops give one call-end', async () => {
      const s = driver.create();
      await s.startActive();
      await Promise.all([s.client.stop(), s.client.stop()]);
      await s.client.stop();
      expect(s.named('call-end')).toHaveLength(1);
    });

    test('when idle does nothing', async () => {
      const s = driver.create();
      await s.client.stop();
      expect(s.names()).toEqual([]);
      expect(s.client.getSnapshot().status).toBe('idle');
    });

    test('end() writes the transport end message, then releases', async () => {
      const s = driver.create();
      await s.startActive();
      await s.client.end();
      await vi.runAllTimersAsync();
      expect(s.sent().at(-1)).toEqual(driver.endMessage);
      expect(s.named('call-end')).toHaveLength(1);
      expectReleased(s);
    });
  });

  describe('the far side', () => {
    test('ends the call: one call-end, status ended, synthetic ended status, released', async () => {
      const s = driver.create();
      await s.startActive();
      s.remoteEnd();
      s.remoteEnd();
      await vi.runAllTimersAsync();
      expect(s.named('call-end')).toHaveLength(1);
      expect(s.named('message').at(-1)).toEqual({
        type: 'status-update',
        status: 'ended',
        endedReason: 'customer-ended-call',
      });
      expect(s.client.getSnapshot().status).toBe('ended');
      expectReleased(s);
    });

    test('no synthetic status after the server sent status-update ended', async () => {
      const s = driver.create();
      await s.startActive();
      s.serverSays({ type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' });
      s.remoteEnd();
      await vi.runAllTimersAsync();
      const ended = (s.named('message') as { status?: string }[]).filter(
        (m) => m.status === 'ended',
      );
      expect(ended).toEqual([
        { type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' },
      ]);
      expect(s.named('call-end')).toHaveLength(1);
    });

    test(`a lost connection: ${driver.errorType}, status error, one call-end, released`, async () => {
      const s = driver.create();
      await s.startActive();
      s.connectionLost();
      await vi.runAllTimersAsync();
      const errors = s.named('error') as VoiceClientError[];
      expect(errors).toEqual([expect.objectContaining({ type: driver.errorType })]);
      expect(s.named('call-end')).toHaveLength(1);
      expect(s.client.getSnapshot()).toMatchObject({ status: 'error', error: errors[0] });
      expectReleased(s);
    });

    test('a connection that cannot be made fails the start with a typed error and stage', async () => {
      const { stage, errorType, create } = driver.failedConnect;
      const s = create();
      await expect(s.client.start('a-1')).resolves.toBeNull();
      expect(s.named('call-start-failed') as CallStartFailedEvent[]).toEqual([
        expect.objectContaining({ stage, errorType }),
      ]);
      expect(s.named('error')).toEqual([expect.objectContaining({ type: errorType, stage })]);
      expect(s.names()).not.toContain('call-end');
      expect(s.client.getSnapshot().status).toBe('error');
      await vi.runAllTimersAsync();
      expectReleased(s);
    });
  });

  describe('speech rules (threshold 0.01, 1000 ms end delay, volume scale 0.15)', () => {
    test('> 0.01 starts speech once, 1000 ms without speech ends it, each sample re-arms', async () => {
      const s = driver.create();
      await s.startActive();
      s.assistantLevel(0.01);
      expect(s.named('speech-start')).toHaveLength(0);
      for (let i = 0; i < 15; i += 1) {
        s.assistantLevel(0.05);
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(s.named('speech-start')).toHaveLength(1);
      expect(s.client.getSnapshot().isSpeaking).toBe(true);
      s.assistantLevel(0.001);
      await vi.advanceTimersByTimeAsync(899);
      expect(s.named('speech-end')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.names().filter((n) => n.startsWith('speech'))).toEqual([
        'speech-start',
        'speech-end',
      ]);
      expect(s.client.getSnapshot().isSpeaking).toBe(false);
    });

    test.each([
      [0.03, 0.2],
      [0.075, 0.5],
      [0.15, 1],
      [0.9, 1],
      [0, 0],
      [Number.NaN, 0],
    ])('level %d -> volume-level %d', async (level, volume) => {
      const s = driver.create();
      await s.startActive();
      s.assistantLevel(level);
      expect(s.named('volume-level').at(-1)).toBeCloseTo(volume, 10);
      expect(s.client.getSnapshot().volume).toBeCloseTo(volume, 2);
    });

    test('snapshot subscribers are not notified when the rounded volume does not change', async () => {
      const s = driver.create();
      await s.startActive();
      const notify = vi.fn();
      s.client.subscribe(notify);
      s.assistantLevel(0.0001);
      s.assistantLevel(0.0002);
      expect(notify).not.toHaveBeenCalled();
    });
  });

  describe('messages', () => {
    test('known messages are validated and delivered; transcripts sanitised', async () => {
      const s = driver.create();
      await s.startActive();
      s.serverSays({ type: 'speech-update', status: 'started', role: 'assistant', turn: 1 });
      s.serverSays({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: '<b onclick="x()">Dobrý</b> deň',
      });
      const [update, transcript] = s.named('message') as Record<string, unknown>[];
      expect(update).toEqual({
        type: 'speech-update',
        status: 'started',
        role: 'assistant',
        turn: 1,
      });
      expect(transcript?.transcript).not.toMatch(/[<>]|onclick=/);
      expect(transcript?.transcript).toContain('deň');
    });

    test('unknown types are delivered raw with a warning; garbage is dropped with a warning', async () => {
      const s = driver.create();
      await s.startActive();
      s.serverSays({ type: 'model-output', output: 'x' });
      s.serverSays('{"type":');
      s.serverSays({ type: 'transcript', role: 'user' });
      expect(s.named('message')).toEqual([{ type: 'model-output', output: 'x' }]);
      const warnings = s.logger.warn.mock.calls.map((c) => String(c[0]));
      expect(warnings.filter((w) => w.includes('ignored an app message'))).toHaveLength(2);
      expect(s.client.getSnapshot().status).toBe('active');
    });

    test('send and say write JSON; an invalid message is refused with validation-error', async () => {
      const s = driver.create();
      await s.startActive();
      expect(s.client.say('Ahoj', true)).toBe(true);
      expect(s.client.send({ type: 'control', control: 'mute-assistant' })).toBe(true);
      expect(
        s.client.send({
          type: 'add-message',
          message: { role: 'user', content: 'x'.repeat(5000) },
        }),
      ).toBe(false);
      expect(s.sent()).toEqual([
        {
          type: 'say',
          message: 'Ahoj',
          endCallAfterSpoken: true,
          interruptionsEnabled: false,
          interruptAssistantEnabled: false,
        },
        { type: 'control', control: 'mute-assistant' },
      ]);
      expect(s.named('error')).toEqual([expect.objectContaining({ type: 'validation-error' })]);
    });

    test('send() without a call returns false and warns', () => {
      const s = driver.create();
      expect(s.client.send({ type: 'end-call' })).toBe(false);
      expect(s.logger.warn.mock.calls.length).toBeGreaterThan(0);
    });
  });

  describe('mute', () => {
    test('setMuted(true) silences the microphone on the transport; the snapshot follows', async () => {
      const s = driver.create();
      await s.startActive();
      s.client.setMuted(true);
      expect(s.client.isMuted()).toBe(true);
      expect(s.client.getSnapshot().isMuted).toBe(true);
      expect(s.microphoneSilenced()).toBe(true);
      s.client.setMuted(false);
      expect(s.client.isMuted()).toBe(false);
      expect(s.microphoneSilenced()).toBe(false);
    });
  });

  describe('listeners never break the client', () => {
    test('throwing listeners are logged and the call still becomes active', async () => {
      const s = driver.create();
      for (const event of [
        'call-start',
        'call-start-progress',
        'volume-level',
        'message',
      ] as const) {
        s.client.on(event, () => {
          throw new Error('consumer bug');
        });
      }
      await s.startActive();
      s.assistantLevel(0.5);
      s.serverSays({ type: 'call-start' });
      expect(s.client.getSnapshot().status).toBe('active');
      expect(s.logger.error).toHaveBeenCalled();
    });

    test('an error with no listener does not throw', async () => {
      const s = driver.create();
      s.client.removeAllListeners();
      await s.startActive();
      expect(() => s.connectionLost()).not.toThrow();
      await vi.runAllTimersAsync();
      expect(s.client.getSnapshot().status).toBe('error');
    });
  });

  describe('microphone failures the landing page can explain', () => {
    test.each([
      ['NotAllowedError', 'permissions'],
      ['SecurityError', 'permissions'],
      ['NotFoundError', 'not-found'],
      ['NotReadableError', 'mic-in-use'],
      ['OverconstrainedError', 'constraints'],
      ['TypeError', 'undefined-mediadevices'],
      ['WeirdError', 'unknown'],
    ])('%s -> start-method-error at microphone-permission, mediaError %s', async (name, kind) => {
      const s = driver.create();
      const cause = Object.assign(new Error(`${name} happened`), { name });
      s.denyMicrophone(cause);
      await expect(s.client.start('a-1')).resolves.toBeNull();
      expect(s.client.getSnapshot().error).toMatchObject({
        type: 'start-method-error',
        stage: 'microphone-permission',
        mediaError: kind,
        cause,
      });
      expect(s.requests()).toBe(0);
    });
  });
});
