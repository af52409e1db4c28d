import * as z from 'zod/mini';
import { E164_PATTERN } from '../contact/normalizePhone.ts';
import { DEMO_SLOT_ID_PATTERN, demoSlotId } from '../demo-slots/demoSlotId.ts';
import { isCalendarDate } from '../time-slots/isCalendarDate.ts';
import { isSlotTime } from '../time-slots/isSlotTime.ts';
import { localTimeExists } from '../time-slots/localTimeExists.ts';
import { botCheckFields } from './botCheckFields.ts';
import { emailField, industryField, nameField } from './demoFieldSchemas.ts';
import { strictObjectError } from './strictObjectError.ts';

/** A Vapi call id as a booking names it. */
export const VOICE_CALL_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Body of the handle-demo-request function. A scheduled call carries scheduledDate (a real
 * calendar date) and scheduledTime (a 15-minute slot that exists that day in Europe/Bratislava);
 * an immediate call must carry neither (rejected, not ignored). The optional bot-check fields
 * (`formToken`, `honeypot`, `turnstileToken`) are verified by the function, not here.
 * A booking of a slot the assistant offered in a voice call adds `slotId` (the offered id, equal
 * to `scheduledDate`T`scheduledTime`) and `voiceCallId` (the call it was offered in): both or
 * neither, and only for a scheduled call.
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
      slotId: z.optional(
        z
          .string({ error: 'slotId must be a string' })
          .check(z.regex(DEMO_SLOT_ID_PATTERN, { error: 'slotId must be yyyy-MM-ddTHH:mm' })),
      ),
      voiceCallId: z.optional(
        z.string({ error: 'voiceCallId must be a string' }).check(
          z.regex(VOICE_CALL_ID_PATTERN, {
            error: 'voiceCallId must be a call id (1-200 of A-Z a-z 0-9 _ -)',
          }),
        ),
      ),
      ...botCheckFields,
    },
    strictObjectError('Demo notification'),
  )
  .check((ctx) => {
    if ((ctx.value.slotId === undefined) !== (ctx.value.voiceCallId === undefined)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [ctx.value.slotId === undefined ? 'slotId' : 'voiceCallId'],
        message: 'slotId and voiceCallId go together',
      });
    }
    const { callType, scheduledDate: date, scheduledTime: time, slotId } = ctx.value;
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
      if (slotId !== undefined && date !== undefined && time !== undefined) {
        if (slotId !== demoSlotId(date, time)) {
          issue('slotId must name scheduledDate and scheduledTime', 'slotId');
        }
      }
    } else {
      if (slotId !== undefined) issue('slotId is only allowed for a scheduled call', 'slotId');
      if (date !== undefined)
        issue('scheduledDate is only allowed for a scheduled call', 'scheduledDate');
      if (time !== undefined)
        issue('scheduledTime is only allowed for a scheduled call', 'scheduledTime');
    }
  });

export type DemoNotification = z.infer<typeof demoNotificationSchema>;
