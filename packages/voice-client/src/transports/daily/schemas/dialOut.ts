import { E164_PATTERN } from '@hlasovy-asistent/validation';
import * as z from 'zod/mini';
import { dialOutPermissionsSchema } from './dialOutPermissions.ts';
import { englishIssue } from './englishIssue.ts';

const upTo = (name: string, max: number) =>
  z.optional(
    z
      .number({ error: `${name} must be a number` })
      .check(
        z.positive({ error: `${name} must be greater than 0` }),
        z.lte(max, { error: `${name} must be at most ${max}` }),
      ),
  );

/** Video encoding of a SIP dial-out with video (Daily's documented maxima). */
export const sipVideoSettingsSchema = z.strictObject(
  {
    width: upTo('width', 1280),
    height: upTo('height', 720),
    fps: upTo('fps', 30),
    videoBitrate: upTo('videoBitrate', 1000),
  },
  { error: englishIssue },
);

const AUDIO_CODECS = ['OPUS', 'PCMU', 'PCMA', 'G722'] as const;
const VIDEO_CODECS = ['H264', 'VP8'] as const;

const optionalString = (name: string) =>
  z.optional(z.string({ error: `${name} must be a string` }));
const codecList = <const T extends readonly [string, ...string[]]>(kind: string, codecs: T) =>
  z.optional(
    z.array(z.enum(codecs, { error: `${kind} codecs must be ${codecs.join(', ')}` }), {
      error: englishIssue,
    }),
  );

/** Daily `startDialOut` options with the dial-out rules (sipUri xor E.164 phoneNumber). */
export const dialOutSchema = z
  .strictObject(
    {
      sipUri: z.optional(
        z
          .string({ error: 'sipUri must be a string' })
          .check(z.startsWith('sip:', { error: 'sipUri must start with sip:' })),
      ),
      phoneNumber: z.optional(
        z
          .string({ error: 'phoneNumber must be a string' })
          .check(z.regex(E164_PATTERN, { error: 'phoneNumber must be in E.164 format' })),
      ),
      callerId: optionalString('callerId'),
      displayName: z.optional(
        z
          .string({ error: 'displayName must be a string' })
          .check(z.maxLength(199, { error: 'displayName must be under 200 characters' })),
      ),
      userId: z.optional(
        z
          .string({ error: 'userId must be a string' })
          .check(z.maxLength(36, { error: 'userId must be at most 36 characters' })),
      ),
      video: z.optional(z.boolean({ error: 'video must be a boolean' })),
      codecs: z.optional(
        z.strictObject(
          {
            audio: codecList('Audio', AUDIO_CODECS),
            video: codecList('Video', VIDEO_CODECS),
          },
          { error: englishIssue },
        ),
      ),
      permissions: z.optional(dialOutPermissionsSchema),
      videoSettings: z.optional(sipVideoSettingsSchema),
      provider: z.optional(
        z.enum(['daily', 'signalwire'], { error: 'provider must be daily or signalwire' }),
      ),
      extension: optionalString('extension'),
      waitBeforeExtensionDialSec: z.optional(
        z
          .number({ error: 'waitBeforeExtensionDialSec must be a number' })
          .check(z.nonnegative({ error: 'waitBeforeExtensionDialSec must not be negative' })),
      ),
    },
    { error: englishIssue },
  )
  .check((ctx) => {
    const v = ctx.value;
    if ((v.sipUri === undefined) === (v.phoneNumber === undefined)) {
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: 'Either sipUri or phoneNumber must be provided, not both',
      });
    }
    if (v.sipUri !== undefined && v.callerId !== undefined) {
      ctx.issues.push({
        code: 'custom',
        input: v,
        path: ['callerId'],
        message: 'callerId is not allowed with sipUri',
      });
    }
  });
