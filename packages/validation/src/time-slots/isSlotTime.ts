/** 'HH:mm' of any minute of the day, 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for 'HH:mm' times on a 15-minute boundary ('00:00', '00:15', ... '23:45'). */
export function isSlotTime(value: string): boolean {
  return /^([01]\d|2[0-3]):(00|15|30|45)$/.test(value);
}
