import type { DemoFormValues } from './DemoFormValues.ts';
import { demoRequestError } from './demoRequestError.ts';
import { type DemoRequestRow, demoRequestRowSchema } from './demoRequestRowSchema.ts';
import { storedIndustry } from './storedIndustry.ts';

/**
 * The demo_requests row for a validated form: every field trimmed, 'iné služby' replaced by the
 * free text. Throws `ValidationError` ('invalid_demo_request') when the row breaks the schema.
 */
export function buildDemoRequestRow(v: DemoFormValues, requestId: string): DemoRequestRow {
  const parsed = demoRequestRowSchema.safeParse({
    request_id: requestId,
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    industry: storedIndustry(v),
  });
  if (!parsed.success) throw demoRequestError('Invalid demo request row', parsed.error);
  return parsed.data;
}
