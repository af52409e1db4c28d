import { normalizePhone } from '../contact/normalizePhone.ts';
import {
  type DemoNotification,
  demoNotificationSchema,
} from '../function-contracts/demoNotification.ts';
import type { BotCheck } from './botCheckFields.ts';
import type { DemoFormValues } from './DemoFormValues.ts';
import { demoRequestError } from './demoRequestError.ts';
import { storedIndustry } from './storedIndustry.ts';

/**
 * The handle-demo-request body for a validated form: trimmed fields, phone in E.164, and the date
 * and time only for a scheduled call, plus the bot-check values the form collected. Throws
 * `ValidationError` when the body breaks the schema. A booking of a slot offered in a
 * conversation passes its `bookingId` (the values carry the slot's date and time).
 */
export function buildDemoNotification(
  v: DemoFormValues,
  requestId: string,
  botCheck: BotCheck = {},
  bookingId?: string,
): DemoNotification {
  const phone = v.phone.trim();
  const scheduled =
    v.callType === 'scheduled'
      ? { scheduledDate: v.scheduledDate.trim(), scheduledTime: v.scheduledTime.trim() }
      : {};
  const parsed = demoNotificationSchema.safeParse({
    requestId,
    name: v.name.trim(),
    email: v.email.trim(),
    phone: normalizePhone(phone) ?? phone,
    industry: storedIndustry(v),
    callType: v.callType,
    ...scheduled,
    ...withoutEmpty(botCheck),
    ...(bookingId ? { bookingId } : {}),
  });
  if (!parsed.success) throw demoRequestError('Invalid demo notification', parsed.error);
  return parsed.data;
}

/** Only the bot-check values that are set (an empty token is the same as none). */
function withoutEmpty(botCheck: BotCheck): BotCheck {
  return Object.fromEntries(Object.entries(botCheck).filter(([, value]) => value)) as BotCheck;
}
