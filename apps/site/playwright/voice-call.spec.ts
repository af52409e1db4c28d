// The orb really talks: the production build (strict CSP) calls the stack's vapi-config (transport
// `websocket`) and voice-call, and opens the call's socket to the local Slovak voice agent.
// Chromium's fake microphone plays silence here (the visitor speaking: voice-barge-in.spec.ts).
// Every test also fails on any CSP violation (support/fixtures.ts).
import { captionsSeen, inOrder } from './support/captions.ts';
import { expect, test } from './support/fixtures.ts';
import { CAPTIONS, caption, DAILY_CODE, orb } from './support/orb.ts';
import { CALL_TIMEOUT, hangUp, openCall, PCM_FRAME_BYTES } from './support/voiceCall.ts';
import { binaryFrames, type Frame, firstMessage } from './support/voiceSockets.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('a call with the local agent, the visitor silent', () => {
  test('greeting, listening, audio both ways, stop; Daily never loaded', async ({ page }) => {
    const { sockets, scripts } = await openCall(page);

    // Hover preloads the configured transport only (a hover before the page's code hydrated the
    // orb counts when it does: the wait is for hydration on a busy machine, not for the preload).
    await orb(page).hover();
    await expect
      .poll(() => scripts.some((u) => u.includes('webSocketVoiceClient')), {
        timeout: CALL_TIMEOUT,
      })
      .toBe(true);
    await orb(page).click();

    await expect(caption(page)).toHaveText(CAPTIONS.speaking, { timeout: CALL_TIMEOUT });
    // Levels from the played PCM drive the volume bar.
    await expect(page.getByTestId('volume-bar')).toBeVisible();
    // The greeting's last word, sent by the agent when it finished the line. Awaited on its own:
    // the caption says "listening" after a second without the assistant's level (as the official
    // client does), and on a busy machine a starved playback can show that before the line ends.
    const isGreeting = (m: NonNullable<Frame['json']>) =>
      m.type === 'transcript' && m.transcriptType === 'final' && m.role === 'assistant';
    await expect
      .poll(() => String(firstMessage(sockets[0], isGreeting)?.json?.transcript), {
        timeout: 2 * CALL_TIMEOUT,
      })
      .toMatch(/^Dobrý deň/);
    await expect
      .poll(
        async () =>
          inOrder(await captionsSeen(page), [
            CAPTIONS.idle,
            CAPTIONS.connecting,
            CAPTIONS.speaking,
            CAPTIONS.listening,
          ]),
        { timeout: CALL_TIMEOUT },
      )
      .toBe(true);

    const socket = sockets[0];
    expect(sockets).toHaveLength(1);
    const sent = binaryFrames(socket?.sent ?? []);
    const received = binaryFrames(socket?.received ?? []);
    // The microphone streams 20 ms frames the whole time; the greeting came as PCM.
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.every((f) => f.bytes === PCM_FRAME_BYTES)).toBe(true);
    expect(received.length).toBeGreaterThan(100);
    expect(received.every((f) => (f.bytes ?? 1) % 2 === 0)).toBe(true);
    // Silence: the agent never heard the visitor.
    expect(
      firstMessage(socket, (m) => m.type === 'speech-update' && m.role === 'user'),
    ).toBeUndefined();

    await hangUp(page, socket);
    expect(scripts.filter((u) => DAILY_CODE.test(u))).toEqual([]);
  });
});
