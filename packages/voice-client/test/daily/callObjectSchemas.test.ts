import { describe, expect, test } from 'vitest';
import { checkRule } from '../../src/core/rules.ts';
import { dialOutSchema } from '../../src/transports/daily/schemas/dialOut.ts';
import {
  backgroundBlurSchema,
  backgroundImageSchema,
  CAMERA_SEND_PRESETS,
  cameraSendPresetSchema,
  maxQualitySchema,
  RECORDING_TYPES,
  recordingTypeSchema,
  remoteMediaPlayerSettingsSchema,
  SCREEN_SEND_PRESETS,
  screenSendPresetSchema,
  simulcastEncodingsSchema,
} from '../../src/transports/daily/schemas/media.ts';
import {
  dtmfSchema,
  sipCallTransferSchema,
  sipReferSchema,
} from '../../src/transports/daily/schemas/sipSession.ts';
import { type Case, rules } from '../support/ruleTable.ts';

rules('dialOutSchema', dialOutSchema, [
  ['a phone number in E.164', { phoneNumber: '+421905123456' }, null],
  ['a SIP URI', { sipUri: 'sip:agent@example.com' }, null],
  ['phone with callerId', { phoneNumber: '+421905123456', callerId: 'caller-uuid' }, null],
  ['neither sipUri nor phoneNumber', {}, 'Either sipUri or phoneNumber must be provided, not both'],
  [
    'both sipUri and phoneNumber',
    { sipUri: 'sip:a@b', phoneNumber: '+421905123456' },
    'Either sipUri or phoneNumber must be provided, not both',
  ],
  ['sipUri without sip:', { sipUri: 'a@b.com' }, 'sipUri must start with sip:'],
  ['phoneNumber without +', { phoneNumber: '0905123456' }, 'phoneNumber must be in E.164 format'],
  [
    'phoneNumber with spaces',
    { phoneNumber: '+421 905 123 456' },
    'phoneNumber must be in E.164 format',
  ],
  [
    'callerId with sipUri',
    { sipUri: 'sip:a@b', callerId: 'x' },
    'callerId is not allowed with sipUri',
  ],
  [
    'callerId must be a string',
    { phoneNumber: '+421905123456', callerId: 5 },
    'callerId must be a string',
  ],
  ['displayName of 199 characters', { sipUri: 'sip:a@b', displayName: 'd'.repeat(199) }, null],
  [
    'displayName of 200 characters',
    { sipUri: 'sip:a@b', displayName: 'd'.repeat(200) },
    'displayName must be under 200 characters',
  ],
  ['userId of 36 characters', { sipUri: 'sip:a@b', userId: 'u'.repeat(36) }, null],
  [
    'userId of 37 characters',
    { sipUri: 'sip:a@b', userId: 'u'.repeat(37) },
    'userId must be at most 36 characters',
  ],
  [
    'all audio and video codecs',
    {
      sipUri: 'sip:a@b',
      codecs: { audio: ['OPUS', 'PCMU', 'PCMA', 'G722'], video: ['H264', 'VP8'] },
    },
    null,
  ],
  [
    'an unknown audio codec',
    { sipUri: 'sip:a@b', codecs: { audio: ['AAC'] } },
    'Audio codecs must be OPUS, PCMU, PCMA, G722',
  ],
  [
    'an unknown video codec',
    { sipUri: 'sip:a@b', codecs: { video: ['VP9'] } },
    'Video codecs must be H264, VP8',
  ],
  [
    'SIP video settings within the maxima',
    {
      sipUri: 'sip:a@b',
      video: true,
      videoSettings: { width: 1280, height: 720, fps: 30, videoBitrate: 1000 },
      provider: 'daily',
    },
    null,
  ],
  [
    'SIP video wider than 1280',
    { sipUri: 'sip:a@b', videoSettings: { width: 1920 } },
    'width must be at most 1280',
  ],
  [
    'an unknown provider',
    { sipUri: 'sip:a@b', provider: 'acme' },
    'provider must be daily or signalwire',
  ],
  [
    'extension dialling',
    { phoneNumber: '+421905123456', extension: '123', waitBeforeExtensionDialSec: 2 },
    null,
  ],
  [
    'an unknown option is rejected (strict)',
    { sipUri: 'sip:a@b', colour: 'red' },
    'Unrecognized key: "colour"',
  ],
  ['video must be a boolean', { sipUri: 'sip:a@b', video: 'yes' }, 'video must be a boolean'],
  [
    'permissions incl. canReceive',
    {
      sipUri: 'sip:a@b',
      permissions: {
        canSend: ['audio'],
        canReceive: { base: { audio: true, video: false } },
        canAdmin: false,
      },
    },
    null,
  ],
  [
    'canReceive byUserId',
    { phoneNumber: '+421905123456', permissions: { canReceive: { byUserId: { u1: true } } } },
    null,
  ],
  [
    'an unknown canSend media',
    { sipUri: 'sip:a@b', permissions: { canSend: ['smell'] } },
    'canSend must be a boolean or a list of video, audio, screenVideo, screenAudio, customVideo, customAudio',
  ],
  [
    'a wrong canReceive entry',
    { sipUri: 'sip:a@b', permissions: { canReceive: { base: 'all' } } },
    'canReceive entries must be a boolean or a media permission object',
  ],
  [
    'unknown canAdmin',
    { sipUri: 'sip:a@b', permissions: { canAdmin: ['everything'] } },
    'canAdmin must be a boolean or a list of participants, streaming, transcription',
  ],
]);

rules('sipCallTransferSchema', sipCallTransferSchema, [
  ['to a SIP URI', { sessionId: 's1', toEndPoint: 'sip:x@y' }, null],
  [
    'to a + number with callerId',
    { sessionId: 's1', toEndPoint: '+421905123456', callerId: 'c' },
    null,
  ],
  [
    'sessionId must be a string',
    { sessionId: 1, toEndPoint: 'sip:x@y' },
    'sessionId must be a string',
  ],
  ['toEndPoint must be a string', { sessionId: 's', toEndPoint: 5 }, 'toEndPoint must be a string'],
  [
    'toEndPoint without sip: or +',
    { sessionId: 's', toEndPoint: '0905123456' },
    'toEndPoint must start with sip: or +',
  ],
  [
    'callerId to a SIP URI',
    { sessionId: 's', toEndPoint: 'sip:x@y', callerId: 'c' },
    'callerId is only allowed when transferring to a phone number starting with +',
  ],
]);

rules('sipReferSchema', sipReferSchema, [
  ['a SIP URI', { sessionId: 's', toEndPoint: 'sip:x@y' }, null],
  [
    'a phone number',
    { sessionId: 's', toEndPoint: '+421905123456' },
    'A refer requires a sip: endpoint',
  ],
  ['missing sessionId', { toEndPoint: 'sip:x@y' }, 'sessionId must be a string'],
]);

rules('dtmfSchema', dtmfSchema, [
  ['all allowed tones', { sessionId: 's', tones: '0123456789ABCD*#' }, null],
  ['20 tones', { sessionId: 's', tones: '1'.repeat(20) }, null],
  ['21 tones', { sessionId: 's', tones: '1'.repeat(21) }, 'tones must be at most 20 characters'],
  [
    'a lowercase letter',
    { sessionId: 's', tones: '12a' },
    'tones may only contain 0-9, A-D, * and #',
  ],
  ['the letter E', { sessionId: 's', tones: 'E' }, 'tones may only contain 0-9, A-D, * and #'],
  ['empty tones', { sessionId: 's', tones: '' }, 'tones must not be empty'],
  ['tones must be a string', { sessionId: 's', tones: 123 }, 'tones must be a string'],
]);

rules('recordingTypeSchema', recordingTypeSchema, [
  ...RECORDING_TYPES.map((t): Case => [`'${t}'`, t, null]),
  ['an unknown type', 'tape', 'Recording type must be one of cloud, raw-tracks, local'],
]);

const layer = { maxBitrate: 100_000 };

rules('simulcastEncodingsSchema', simulcastEncodingsSchema, [
  ['1 layer', [layer], null],
  ['3 layers', [layer, { maxBitrate: 1, maxFramerate: 15, scaleResolutionDownBy: 2 }, layer], null],
  ['no layers', [], 'Simulcast encodings need at least 1 layer'],
  ['4 layers', [layer, layer, layer, layer], 'Simulcast encodings allow at most 3 layers'],
  ['not an array', layer, 'Simulcast encodings must be an array'],
  ['maxBitrate must be positive', [{ maxBitrate: 0 }], 'maxBitrate must be greater than 0'],
  [
    'scaleResolutionDownBy below 1',
    [{ maxBitrate: 1, scaleResolutionDownBy: 0.5 }],
    'scaleResolutionDownBy must be at least 1',
  ],
]);

rules('cameraSendPresetSchema', cameraSendPresetSchema, [
  ...CAMERA_SEND_PRESETS.map((p): Case => [`'${p}'`, p, null]),
  [
    'a screen preset',
    'detail-optimized',
    `Camera send preset must be one of ${CAMERA_SEND_PRESETS.join(', ')}`,
  ],
]);

rules('screenSendPresetSchema', screenSendPresetSchema, [
  ...SCREEN_SEND_PRESETS.map((p): Case => [`'${p}'`, p, null]),
  [
    'a camera preset',
    'default-video',
    `Screen send preset must be one of ${SCREEN_SEND_PRESETS.join(', ')}`,
  ],
]);

rules('maxQualitySchema', maxQualitySchema, [
  ['low', 'low', null],
  ['medium', 'medium', null],
  ['high', 'high', null],
  ['ultra', 'ultra', 'maxQuality must be one of low, medium, high'],
]);

rules('remoteMediaPlayerSettingsSchema', remoteMediaPlayerSettingsSchema, [
  ['volume 0 and play', { volume: 0, state: 'play' }, null],
  ['volume 2 and pause', { volume: 2, state: 'pause' }, null],
  ['volume 1.5 only', { volume: 1.5 }, null],
  ['volume below 0', { volume: -0.1 }, 'volume must be between 0 and 2'],
  ['volume above 2', { volume: 2.01 }, 'volume must be between 0 and 2'],
  ['an unknown state', { state: 'stop' }, 'state must be play or pause'],
]);

rules('backgroundBlurSchema', backgroundBlurSchema, [
  ['a strength of 1', 1, null],
  ['a small strength', 0.01, null],
  ['0 is not allowed', 0, 'Blur strength must be greater than 0 and at most 1'],
  ['above 1 is not allowed', 1.1, 'Blur strength must be greater than 0 and at most 1'],
  ['a string', '0.5', 'Blur strength must be a number'],
]);

rules('backgroundImageSchema', backgroundImageSchema, [
  ['image 1', 1, null],
  ['image 10', 10, null],
  ['image 0', 0, 'Background image must be a whole number from 1 to 10'],
  ['image 11', 11, 'Background image must be a whole number from 1 to 10'],
  ['image 2.5', 2.5, 'Background image must be a whole number from 1 to 10'],
]);

describe('checkRule', () => {
  test('returns the parsed value on success', () => {
    expect(checkRule(dtmfSchema, { sessionId: 's', tones: '1#' })).toEqual({
      ok: true,
      value: { sessionId: 's', tones: '1#' },
    });
  });

  test('returns only the first issue when several fail', () => {
    expect(checkRule(dialOutSchema, { sipUri: 'x', userId: 'u'.repeat(40) })).toEqual({
      ok: false,
      message: 'sipUri must start with sip:',
    });
  });
});
