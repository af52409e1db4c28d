import type { CallType } from '@repo/validation';
import { copy } from './copy.ts';

/** Whether the server will call: handle-demo-request answers `dialling: "off"` when it will not. */
export type Dialling = 'on' | 'off';

/**
 * The success view's text. An immediate request promises a call within seconds only while the
 * server dials; with dialling off the lead is stored and the text says only that we will get in
 * touch. A scheduled request's text promises no call time either way.
 */
export function successText(callType: CallType, dialling: Dialling): string {
  if (callType === 'scheduled') return copy.successScheduled;
  return dialling === 'off' ? copy.successRecorded : copy.successImmediate;
}

/** Reads `dialling` from handle-demo-request's answer; anything but "off" counts as on. */
export function diallingOf(answer: unknown): Dialling {
  return typeof answer === 'object' &&
    answer !== null &&
    (answer as { dialling?: unknown }).dialling === 'off'
    ? 'off'
    : 'on';
}
