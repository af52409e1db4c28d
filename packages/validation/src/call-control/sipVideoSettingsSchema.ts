import * as z from 'zod/mini';
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
