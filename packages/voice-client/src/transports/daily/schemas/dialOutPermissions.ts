import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';

const MEDIA = [
  'video',
  'audio',
  'screenVideo',
  'screenAudio',
  'customVideo',
  'customAudio',
] as const;
const ADMIN = ['participants', 'streaming', 'transcription'] as const;

const flags = z.record(z.string(), z.boolean({ error: 'Permission flags must be booleans' }), {
  error: englishIssue,
});
const optionalBoolean = z.optional(z.boolean());

const mediaPermission = z.strictObject(
  {
    video: optionalBoolean,
    audio: optionalBoolean,
    screenVideo: optionalBoolean,
    screenAudio: optionalBoolean,
    customVideo: z.optional(flags),
    customAudio: z.optional(flags),
  },
  { error: englishIssue },
);

const receiveEntry = z.union([z.boolean(), mediaPermission], {
  error: 'canReceive entries must be a boolean or a media permission object',
});

/** Who the dialled participant may receive media from (Daily `canReceive`). */
export const canReceivePermissionSchema = z.strictObject(
  {
    base: z.optional(receiveEntry),
    byUserId: z.optional(z.record(z.string(), receiveEntry, { error: englishIssue })),
    byParticipantId: z.optional(z.record(z.string(), receiveEntry, { error: englishIssue })),
  },
  { error: englishIssue },
);

/** Participant permissions for a dial-out: canSend, canReceive, canAdmin. */
export const dialOutPermissionsSchema = z.strictObject(
  {
    canSend: z.optional(
      z.union([z.boolean(), z.array(z.enum(MEDIA))], {
        error: `canSend must be a boolean or a list of ${MEDIA.join(', ')}`,
      }),
    ),
    canReceive: z.optional(canReceivePermissionSchema),
    canAdmin: z.optional(
      z.union([z.boolean(), z.array(z.enum(ADMIN))], {
        error: `canAdmin must be a boolean or a list of ${ADMIN.join(', ')}`,
      }),
    ),
  },
  { error: englishIssue },
);
