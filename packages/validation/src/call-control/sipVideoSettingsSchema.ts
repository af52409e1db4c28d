import * as z from 'zod';

const upTo = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .positive({ error: `${name} must be greater than 0` })
    .max(max, { error: `${name} must be at most ${max}` });

/** Video encoding of a SIP dial-out with video (Daily's documented maxima). */
export const sipVideoSettingsSchema = z.strictObject({
  width: upTo('width', 1280).optional(),
  height: upTo('height', 720).optional(),
  fps: upTo('fps', 30).optional(),
  videoBitrate: upTo('videoBitrate', 1000).optional(),
});
