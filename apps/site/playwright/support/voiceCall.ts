// Shared steps of the real-call specs: open the landing page recording the call's socket, the
// scripts and the captions; hang up and check the call really ended.
import { expect, type Page } from '@playwright/test';
import { watchCaptions } from './captions.ts';
import { readE2eEnv } from './env.ts';
import { withConsent } from './fixtures.ts';
import { CAPTIONS, caption, orb, recordScripts } from './orb.ts';
import { agentSocket, recordVoiceSockets, type VoiceSocket } from './voiceSockets.ts';

/** Real time: the greeting alone is about 9 s of speech, and the machine may be loaded. */
export const CALL_TIMEOUT = 45_000;
export const PCM_FRAME_BYTES = 640; // 20 ms of 16 kHz s16le mono

/** The calls `voice-call` created for the page, by id, in order. */
function recordCallIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/functions/v1/voice-call') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { callId?: unknown } | null;
    if (typeof body?.callId === 'string') ids.push(body.callId);
  });
  return ids;
}

/** The page's calls and what went over their sockets, in any engine (voiceSockets.ts). */
export interface CallWatch {
  /** Calls the page opened a socket for (Chromium) or created (other engines). */
  count(): number;
  /** The `index`-th call's socket as it is now; undefined before the call exists. */
  socket(index?: number): Promise<VoiceSocket | undefined>;
}

function watchCalls(page: Page, sockets: VoiceSocket[]): CallWatch {
  // Chromium sees the Worker's socket; Firefox over BiDi does not: the agent's record instead
  if (page.context().browser()?.browserType().name() === 'chromium') {
    return { count: () => sockets.length, socket: async (index = 0) => sockets[index] };
  }
  const ids = recordCallIds(page);
  const { voiceAgentUrl } = readE2eEnv();
  return {
    count: () => ids.length,
    async socket(index = 0) {
      const id = ids[index];
      return id ? agentSocket(voiceAgentUrl, id) : undefined;
    },
  };
}

/**
 * Opens the landing page watching its calls: `sockets` as the page sees them (Chromium only:
 * empty in Firefox), `calls` in any engine.
 */
export async function openCall(page: Page) {
  const sockets = recordVoiceSockets(page);
  const calls = watchCalls(page, sockets);
  const scripts = recordScripts(page);
  await withConsent(page, 'dismissed');
  await watchCaptions(page);
  await page.goto('/');
  return { sockets, calls, scripts };
}

/**
 * Opens the landing page watching its calls (openCall) and starts a call with the orb; with
 * `until`, waits until the caption says it (speaking, listening, or either: ACTIVE).
 */
export async function startCall(page: Page, until?: string | RegExp) {
  const watch = await openCall(page);
  await orb(page).click();
  if (until) await expect(caption(page)).toHaveText(until, { timeout: CALL_TIMEOUT });
  return watch;
}

/**
 * The call is over and the end view says why (`notice`, its reason, and `why`, its sentence) with
 * the way to a new one; the orb is idle again.
 */
export async function expectCallEndedWith(page: Page, notice: string, why: string) {
  const ended = page.getByTestId('call-ended');
  await expect(ended).toBeVisible();
  await expect(ended).toContainText('Hovor skončil');
  await expect(ended).toHaveAttribute('data-notice', notice);
  await expect(ended).toContainText(why);
  await expect(ended).toContainText('Kliknite na guľu a začnite nový rozhovor.');
  await expect(caption(page)).toHaveText(CAPTIONS.idle);
  await expect(orb(page)).toHaveAttribute('data-state', 'idle');
}

/** Stops the call with the orb; the socket closed after the client's `hangup`. */
export async function hangUp(page: Page, socket: VoiceSocket | undefined | CallWatch) {
  await orb(page).click();
  await expect(caption(page)).toHaveText(CAPTIONS.idle);
  await expect(orb(page)).toHaveAttribute('data-state', 'idle');
  const now = async () => (socket && 'count' in socket ? socket.socket() : socket);
  await expect.poll(async () => (await now())?.closed).toBe(true);
  expect((await now())?.sent.some((f) => f.json?.type === 'hangup')).toBe(true);
}
