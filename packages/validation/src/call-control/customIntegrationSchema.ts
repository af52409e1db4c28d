import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';

const REFERRER_POLICIES = [
  '',
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
] as const;

const text = (name: string) => z.string({ error: `${name} must be a string` });
const optionalText = (name: string) => z.optional(text(name));
const idList = (name: string) => z.array(text(`${name} ids`), { error: `${name} must be a list` });

/** Who may start and stop an integration: everyone ('*'), owners, or a list of session ids. */
const controlledBySchema = z.union([z.literal('*'), z.literal('owners'), idList('controlledBy')], {
  error: "controlledBy must be '*', 'owners' or a list of session ids",
});

/** A custom integration (iframe) in the room: src xor srcdoc, location main or sidebar. */
export const customIntegrationSchema = z
  .strictObject(
    {
      label: text('label').check(z.minLength(1, { error: 'label must not be empty' })),
      location: z.enum(['main', 'sidebar'], { error: 'location must be main or sidebar' }),
      src: optionalText('src'),
      srcdoc: optionalText('srcdoc'),
      allow: optionalText('allow'),
      csp: optionalText('csp'),
      name: optionalText('name'),
      referrerPolicy: z.optional(
        z.enum(REFERRER_POLICIES, { error: 'referrerPolicy must be a valid referrer policy' }),
      ),
      sandbox: optionalText('sandbox'),
      iconURL: optionalText('iconURL'),
      loading: z.optional(z.enum(['eager', 'lazy'], { error: 'loading must be eager or lazy' })),
      controlledBy: z.optional(controlledBySchema),
      shared: z.optional(
        z.union([z.boolean(), z.literal('owners'), idList('shared')], {
          error: "shared must be a boolean, 'owners' or a list of session ids",
        }),
      ),
    },
    { error: englishIssue },
  )
  .check(
    z.refine((v) => (v.src === undefined) !== (v.srcdoc === undefined), {
      error: 'Either src or srcdoc must be provided, not both',
    }),
  );
