// Shared steps of the real-call specs: open the landing page recording the call's socket, the
// scripts and the captions; hang up and check the call really ended.
import { expect, type Page } from '@playwright/test';
import { watchCaptions } from './captions.ts';
import { withConsent } from './fixtures.ts';
import { CAPTIONS, caption, orb, recordScripts } from './orb.ts';
import { recordVoiceSockets, type VoiceSocket } from './voiceSockets.ts';

/** Real time: the greeting alone is about 9 s of speech, and the machine may be loaded. */
export const CALL_TIMEOUT = 45_000;
export const PCM_FRAME_BYTES = 640; // 20 ms of 16 kHz s16le mono

export async function openCall(page: Page) {
  const sockets = recordVoiceSockets(page);
  const scripts = recordScripts(page);
  await withConsent(page, 'dismissed');
  await watchCaptions(page);
  await page.goto('/');
  return { sockets, scripts };
}

export async function hangUp(page: Page, socket: VoiceSocket | undefined) {
  await orb(page).click();
  await expect(caption(page)).toHaveText(CAPTIONS.idle);
  await expect(orb(page)).toHaveAttribute('data-state', 'idle');
  await expect.poll(() => socket?.closed).toBe(true);
  expect(socket?.sent.some((f) => f.json?.type === 'hangup')).toBe(true);
}
