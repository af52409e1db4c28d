import { describe, expect, test } from 'vitest';
import type { VoiceClient } from '../src/transports/daily/index.ts';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

type Act = (client: VoiceClient) => unknown;

const INVALID: [string, Act, string | RegExp][] = [
  [
    'dial-out with both sipUri and phoneNumber',
    (c) => c.startDialOut({ sipUri: 'sip:a@b', phoneNumber: '+421900000000' }),
    /sipUri|phoneNumber/,
  ],
  ['dial-out with a bad phone number', (c) => c.startDialOut({ phoneNumber: '0900 123' }), /.+/],
  ['DTMF with a bad tone', (c) => c.sendDTMF({ sessionId: 's', tones: '12x' }), /.+/],
  ['DTMF with too many tones', (c) => c.sendDTMF({ sessionId: 's', tones: '1'.repeat(21) }), /.+/],
  [
    'transfer to a non-sip, non-+ endpoint',
    (c) => c.sipCallTransfer({ sessionId: 's', toEndPoint: 'tel:123' }),
    /.+/,
  ],
  [
    'refer to a phone number',
    (c) => c.sipRefer({ sessionId: 's', toEndPoint: '+421900000000' }),
    /.+/,
  ],
  [
    'remote media volume 3',
    (c) => c.startRemoteMediaPlayer({ url: 'https://x/a.mp4', settings: { volume: 3 } }),
    'volume must be between 0 and 2',
  ],
  ['unknown camera preset', (c) => c.updateSendSettings({ video: 'ultra' }), /.+/],
  [
    '4 simulcast layers',
    (c) =>
      c.updateSendSettings({
        video: {
          encodings: {
            a: { maxBitrate: 1 },
            b: { maxBitrate: 1 },
            c: { maxBitrate: 1 },
            d: { maxBitrate: 1 },
          },
        },
      }),
    'Simulcast encodings allow at most 3 layers',
  ],
  ['maxQuality ultra', (c) => c.updateSendSettings({ video: { maxQuality: 'ultra' } }), /.+/],
  [
    'blur strength 0',
    (c) =>
      c.updateInputSettings({
        video: { processor: { type: 'background-blur', config: { strength: 0 } } },
      }),
    'Blur strength must be greater than 0 and at most 1',
  ],
  [
    'background image 11',
    (c) =>
      c.updateInputSettings({
        video: { processor: { type: 'background-image', config: { source: 11 } } },
      }),
    /1 to 10/,
  ],
  [
    'receive settings not an object',
    (c) => c.updateReceiveSettings('x' as never),
    'Settings must be an object',
  ],
];

describe('call controls are validated before reaching the call object', () => {
  test.each(INVALID)(
    '%s -> validation-error with the rule message',
    async (_title, act, message) => {
      const h = createHarness();
      await h.startActive();
      const before = h.fake().calls.length;
      const error = await Promise.resolve()
        .then(() => act(h.client))
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        type: 'validation-error',
        message: expect.stringMatching(message),
      });
      expect(h.fake().calls.length).toBe(before);
      expect(h.securityEvents.at(-1)).toMatchObject({ kind: 'invalid_input' });
    },
  );

  test('recording type is checked (synchronous throw)', async () => {
    const h = createHarness();
    await h.startActive();
    expect(() => h.client.startRecording({ type: 'vhs' })).toThrow(
      /Recording type must be one of cloud, raw-tracks, local/,
    );
    h.client.startRecording({ type: 'cloud' });
    expect(h.fake().callsTo('startRecording').at(-1)).toEqual([{ type: 'cloud' }]);
  });

  const VALID: [string, Act, string][] = [
    ['dial-out', (c) => c.startDialOut({ phoneNumber: '+421900123456' }), 'startDialOut'],
    ['DTMF', (c) => c.sendDTMF({ sessionId: 's', tones: '12#*A' }), 'sendDTMF'],
    [
      'transfer',
      (c) => c.sipCallTransfer({ sessionId: 's', toEndPoint: 'sip:x@y' }),
      'sipCallTransfer',
    ],
    ['refer', (c) => c.sipRefer({ sessionId: 's', toEndPoint: 'sip:x@y' }), 'sipRefer'],
    [
      'remote media player',
      (c) =>
        c.startRemoteMediaPlayer({
          url: 'https://x/a.mp4',
          settings: { volume: 1.5, state: 'play' },
        }),
      'startRemoteMediaPlayer',
    ],
    [
      'send preset',
      (c) => c.updateSendSettings({ video: 'quality-optimized' }),
      'updateSendSettings',
    ],
    [
      'receive settings',
      (c) => c.updateReceiveSettings({ base: { video: { layer: 0 } } }),
      'updateReceiveSettings',
    ],
    [
      'input settings',
      (c) =>
        c.updateInputSettings({
          video: { processor: { type: 'background-blur', config: { strength: 0.5 } } },
        }),
      'updateInputSettings',
    ],
    ['live streaming', (c) => c.startLiveStreaming({ rtmpUrl: 'rtmps://x' }), 'startLiveStreaming'],
    ['transcription', (c) => c.startTranscription({ language: 'sk' }), 'startTranscription'],
    [
      'input devices',
      (c) => c.setInputDevicesAsync({ audioDeviceId: 'mic-2' }),
      'setInputDevicesAsync',
    ],
    [
      'output device',
      (c) => c.setOutputDeviceAsync({ outputDeviceId: 'spk' }),
      'setOutputDeviceAsync',
    ],
    [
      'local level observer',
      (c) => c.startLocalAudioLevelObserver(),
      'startLocalAudioLevelObserver',
    ],
    [
      'network test',
      (c) => c.testNetworkConnectivity({ kind: 'video' } as MediaStreamTrack),
      'testNetworkConnectivity',
    ],
    ['call quality test', (c) => c.testCallQuality(), 'testCallQuality'],
  ];

  test.each(VALID)('valid %s is forwarded', async (_title, act, method) => {
    const h = createHarness();
    await h.startActive();
    await act(h.client);
    expect(h.fake().callsTo(method as never)).not.toHaveLength(0);
  });

  test('controls without a call throw "Call object is not available"', async () => {
    const h = createHarness();
    await expect(h.client.testCallQuality()).rejects.toThrow('Call object is not available');
    expect(() => h.client.stopRecording()).toThrow('Call object is not available');
  });
});

describe('send and say', () => {
  test('say sends the say message as JSON', async () => {
    const h = createHarness();
    await h.startActive();
    expect(h.client.say('Ahoj', true, false, true)).toBe(true);
    expect(JSON.parse(String(h.fake().callsTo('sendAppMessage').at(-1)?.[0]))).toEqual({
      type: 'say',
      message: 'Ahoj',
      endCallAfterSpoken: true,
      interruptionsEnabled: false,
      interruptAssistantEnabled: true,
    });
  });

  test('add-message and control messages are sent', async () => {
    const h = createHarness();
    await h.startActive();
    h.client.send({
      type: 'add-message',
      message: { role: 'system', content: 'x' },
      triggerResponseEnabled: false,
    });
    h.client.send({ type: 'control', control: 'mute-assistant' });
    expect(
      h
        .fake()
        .callsTo('sendAppMessage')
        .map(([m]) => JSON.parse(String(m)).type),
    ).toEqual(['add-message', 'control']);
  });

  test('an oversized message is refused with a validation-error event', async () => {
    const h = createHarness();
    await h.startActive();
    const sent = h.client.send({
      type: 'add-message',
      message: { role: 'user', content: 'x'.repeat(5000) },
    });
    expect(sent).toBe(false);
    expect(h.fake().callsTo('sendAppMessage')).toHaveLength(0);
    expect(h.named('error')).toEqual([
      expect.objectContaining({
        type: 'validation-error',
        message: expect.stringContaining('4096'),
      }),
    ]);
  });

  test('send without a call returns false and warns', () => {
    const h = createHarness();
    expect(h.client.send({ type: 'end-call' })).toBe(false);
    expect(h.logger.warn).toHaveBeenCalled();
  });
});

describe('rate limit and reconnect', () => {
  test('a refused rate-limit attempt rejects start and logs rate_limit_violation', async () => {
    const h = createHarness({
      client: {
        rateLimiter: {
          attempt: () => ({ allowed: false, remaining: 0, retryAfterMs: 1 }),
          peek: () => ({ allowed: false, remaining: 0, retryAfterMs: 1 }),
          reset: () => {},
        },
      },
    });
    await expect(h.client.start('a-1')).rejects.toMatchObject({
      type: 'validation-error',
      message: 'Too many voice calls. Please wait a moment.',
    });
    expect(h.securityEvents.map((e) => e.kind)).toEqual(['rate_limit_violation']);
    expect(h.fetch).not.toHaveBeenCalled();
  });

  test('reconnect joins the given web call without creating a new one', async () => {
    const h = createHarness();
    const webCall = await h.client.start('a-1', undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    await h.client.stop();
    if (!webCall) throw new Error('expected a web call');
    await expect(h.client.reconnect(webCall)).resolves.toEqual(webCall);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.fake().callsTo('join')[0]?.[0]).toMatchObject({ url: webCall.webCallUrl });
  });

  test('reconnect without a URL rejects with reconnect-error', async () => {
    const h = createHarness();
    await expect(h.client.reconnect({} as never)).rejects.toMatchObject({
      type: 'reconnect-error',
    });
  });
});
