import * as z from 'zod/mini';
import { emailField, industryField, nameField, phoneField } from './demoFieldSchemas.ts';
import { strictObjectError } from './strictObjectError.ts';

/** One row of the demo_requests table, as the site inserts it (all fields trimmed). */
export const demoRequestRowSchema = z.strictObject(
  {
    request_id: z.uuid({ error: 'request_id must be a UUID' }),
    name: nameField,
    email: emailField,
    phone: phoneField,
    industry: industryField,
  },
  strictObjectError('Demo request row'),
);

export type DemoRequestRow = z.infer<typeof demoRequestRowSchema>;
