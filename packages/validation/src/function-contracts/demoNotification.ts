// The body of `handle-demo-request` (its contract: demoRequest.ts), built by the site's form and
// booking card (buildDemoNotification) and read by the function.
import * as z from 'zod/mini';
import { VOICE_CALL_ID_PATTERN } from '../call-id/callId.ts';
import { E164_PATTERN } from '../contact/normalizePhone.ts';
import { botCheckFields } from '../demo-request/botCheckFields.ts';
import { emailField, industryField, nameField } from '../demo-request/demoFieldSchemas.ts';
import { strictObjectError } from '../demo-request/strictObjectError.ts';
import { demoSlotId } from '../demo-slots/demoSlotId.ts';
import { isCalendarDate } from '../time-slots/isCalendarDate.ts';
import { isSlotTime } from '../time-slots/isSlotTime.ts';
import { localTimeExists } from '../time-slots/localTimeExists.ts';

/**
 * Body of the handle-demo-request function. A scheduled call carries scheduledDate (a real
 * calendar date) and scheduledTime (a 15-minute slot that exists that day in Europe/Bratislava);
 * an immediate call must carry neither (rejected, not ignored). The optional bot-check fields
 * (`formToken`, `honeypot`, `turnstileToken`) are verified by the function, not here.
 * A booking of a slot the assistant offered in a conversation adds `bookingId` (the voice call's
 * id, or the chat answer's `slotOffer.bookingId`), only for a scheduled call: the slot is the
 * scheduled date and time (demoBookingOf).
 */
export const demoNotificationSchema = z
  .strictObject(
    {
      requestId: z.uuid({ error: 'requestId must be a UUID' }),
      name: nameField,
      email: emailField,
      phone: z
        .string({ error: 'phone must be a string' })
        .check(z.regex(E164_PATTERN, { error: 'phone must be in E.164 format' })),
      industry: industryField,
      callType: z.enum(['scheduled', 'immediate'], {
        error: 'callType must be scheduled or immediate',
      }),
      scheduledDate: z.optional(
        z.string({ error: 'scheduledDate must be a string' }).check(
          z.refine(isCalendarDate, {
            error: 'scheduledDate must be a real date in yyyy-MM-dd format',
          }),
        ),
      ),
      scheduledTime: z.optional(
        z
          .string({ error: 'scheduledTime must be a string' })
          .check(
            z.refine(isSlotTime, { error: 'scheduledTime must be HH:mm on a 15-minute boundary' }),
          ),
      ),
      bookingId: z.optional(
        z.string({ error: 'bookingId must be a string' }).check(
          z.regex(VOICE_CALL_ID_PATTERN, {
            error:
              'bookingId must be the id the slots were offered under (1-200 of A-Z a-z 0-9 . _ : -)',
          }),
        ),
      ),
      ...botCheckFields,
    },
    strictObjectError('Demo notification'),
  )
  .check((ctx) => {
    const { callType, scheduledDate: date, scheduledTime: time, bookingId } = ctx.value;
    const issue = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', input: ctx.value, path: [path], message });
    if (callType === 'scheduled') {
      if (date === undefined)
        issue('scheduledDate is required for a scheduled call', 'scheduledDate');
      if (time === undefined)
        issue('scheduledTime is required for a scheduled call', 'scheduledTime');
      if (date !== undefined && time !== undefined && !localTimeExists(date, time)) {
        issue(
          'scheduledTime does not exist on scheduledDate in Europe/Bratislava (DST change)',
          'scheduledTime',
        );
      }
    } else {
      if (bookingId !== undefined) {
        issue('bookingId is only allowed for a scheduled call', 'bookingId');
      }
      if (date !== undefined)
        issue('scheduledDate is only allowed for a scheduled call', 'scheduledDate');
      if (time !== undefined)
        issue('scheduledTime is only allowed for a scheduled call', 'scheduledTime');
    }
  });

export type DemoNotification = z.infer<typeof demoNotificationSchema>;

/** A booking of a slot offered in a conversation: the id it was offered under, and the slot. */
export interface DemoBooking {
  bookingId: string;
  slotId: string;
  date: string;
  time: string;
}

/** The booking a notification makes (its `bookingId` and scheduled slot), or null. */
export function demoBookingOf(notification: DemoNotification): DemoBooking | null {
  const { bookingId, scheduledDate: date, scheduledTime: time } = notification;
  if (!bookingId || !date || !time) return null;
  return { bookingId, slotId: demoSlotId(date, time), date, time };
}
