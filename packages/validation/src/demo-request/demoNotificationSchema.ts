import * as z from 'zod/mini';
import { E164_PATTERN } from '../contact/E164_PATTERN.ts';
import { isCalendarDate } from '../time-slots/isCalendarDate.ts';
import { isSlotTime } from '../time-slots/isSlotTime.ts';
import { localTimeExists } from '../time-slots/localTimeExists.ts';
import { botCheckFields } from './botCheckFields.ts';
import { emailField, industryField, nameField } from './demoFieldSchemas.ts';
import { strictObjectError } from './strictObjectError.ts';

/**
 * Body of the handle-demo-request function. A scheduled call carries scheduledDate (a real
 * calendar date) and scheduledTime (a 15-minute slot that exists that day in Europe/Bratislava);
 * an immediate call must carry neither (rejected, not ignored). The optional bot-check fields
 * (`formToken`, `honeypot`, `turnstileToken`) are verified by the function, not here.
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
      ...botCheckFields,
    },
    strictObjectError('Demo notification'),
  )
  .check((ctx) => {
    const { callType, scheduledDate: date, scheduledTime: time } = ctx.value;
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
      if (date !== undefined)
        issue('scheduledDate is only allowed for a scheduled call', 'scheduledDate');
      if (time !== undefined)
        issue('scheduledTime is only allowed for a scheduled call', 'scheduledTime');
    }
  });

export type DemoNotification = z.infer<typeof demoNotificationSchema>;
