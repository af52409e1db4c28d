import * as z from 'zod';
import { E164_PATTERN } from '../contact/E164_PATTERN.ts';
import { dialOutPermissionsSchema } from './dialOutPermissionsSchema.ts';
import { sipVideoSettingsSchema } from './sipVideoSettingsSchema.ts';

export const AUDIO_CODECS = ['OPUS', 'PCMU', 'PCMA', 'G722'] as const;
export const VIDEO_CODECS = ['H264', 'VP8'] as const;

/** Daily `startDialOut` options with the SPEC 5 dial-out rules. */
export const dialOutSchema = z
  .strictObject({
    sipUri: z
      .string({ error: 'sipUri must be a string' })
      .startsWith('sip:', { error: 'sipUri must start with sip:' })
      .optional(),
    phoneNumber: z
      .string({ error: 'phoneNumber must be a string' })
      .regex(E164_PATTERN, { error: 'phoneNumber must be in E.164 format' })
      .optional(),
    callerId: z.string({ error: 'callerId must be a string' }).optional(),
    displayName: z
      .string({ error: 'displayName must be a string' })
      .max(199, { error: 'displayName must be under 200 characters' })
      .optional(),
    userId: z
      .string({ error: 'userId must be a string' })
      .max(36, { error: 'userId must be at most 36 characters' })
      .optional(),
    video: z.boolean({ error: 'video must be a boolean' }).optional(),
    codecs: z
      .strictObject({
        audio: z
          .array(z.enum(AUDIO_CODECS, { error: `Audio codecs must be ${AUDIO_CODECS.join(', ')}` }))
          .optional(),
        video: z
          .array(z.enum(VIDEO_CODECS, { error: `Video codecs must be ${VIDEO_CODECS.join(', ')}` }))
          .optional(),
      })
      .optional(),
    permissions: dialOutPermissionsSchema.optional(),
    videoSettings: sipVideoSettingsSchema.optional(),
    provider: z
      .enum(['daily', 'signalwire'], { error: 'provider must be daily or signalwire' })
      .optional(),
    extension: z.string({ error: 'extension must be a string' }).optional(),
    waitBeforeExtensionDialSec: z
      .number({ error: 'waitBeforeExtensionDialSec must be a number' })
      .nonnegative({ error: 'waitBeforeExtensionDialSec must not be negative' })
      .optional(),
  })
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

export type DialOutOptions = z.infer<typeof dialOutSchema>;
