import * as z from 'zod';

const MEDIA = [
  'video',
  'audio',
  'screenVideo',
  'screenAudio',
  'customVideo',
  'customAudio',
] as const;
const ADMIN = ['participants', 'streaming', 'transcription'] as const;

const flags = z.record(z.string(), z.boolean({ error: 'Permission flags must be booleans' }));

const mediaPermission = z.strictObject({
  video: z.boolean().optional(),
  audio: z.boolean().optional(),
  screenVideo: z.boolean().optional(),
  screenAudio: z.boolean().optional(),
  customVideo: flags.optional(),
  customAudio: flags.optional(),
});

const receiveEntry = z.union([z.boolean(), mediaPermission], {
  error: 'canReceive entries must be a boolean or a media permission object',
});

/** Who the dialled participant may receive media from (Daily `canReceive`). */
export const canReceivePermissionSchema = z.strictObject({
  base: receiveEntry.optional(),
  byUserId: z.record(z.string(), receiveEntry).optional(),
  byParticipantId: z.record(z.string(), receiveEntry).optional(),
});

/** Participant permissions for a dial-out: canSend, canReceive, canAdmin. */
export const dialOutPermissionsSchema = z.strictObject({
  canSend: z
    .union([z.boolean(), z.array(z.enum(MEDIA))], {
      error: `canSend must be a boolean or a list of ${MEDIA.join(', ')}`,
    })
    .optional(),
  canReceive: canReceivePermissionSchema.optional(),
  canAdmin: z
    .union([z.boolean(), z.array(z.enum(ADMIN))], {
      error: `canAdmin must be a boolean or a list of ${ADMIN.join(', ')}`,
    })
    .optional(),
});
