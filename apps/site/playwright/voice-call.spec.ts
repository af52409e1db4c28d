// The orb really talks: the production build (strict CSP) calls the stack's vapi-config (transport
// `websocket`) and voice-call, and opens the call's socket to the local Slovak voice agent.
// The fake microphone plays silence here (the visitor speaking: voice-barge-in.spec.ts).
// Every test also fails on any CSP violation (support/fixtures.ts).
// In Chromium and Firefox (the call's socket seen by the page in Chromium, recorded by the agent
// in Firefox: support/voiceCall.ts); in Firefox the greeting is also recorded at the speakers.
import { pitchRatio } from '@hlasovy-asistent/browser-testing/audio-analysis';
import { greetingReference } from '@hlasovy-asistent/browser-testing/speech-references';
import { expectCaptionsInOrder } from './support/captions.ts';
import { expect, test } from './support/fixtures.ts';
import { CAPTIONS, caption, DAILY_CODE, orb } from './support/orb.ts';
import { CALL_TIMEOUT, hangUp, openCall, PCM_FRAME_BYTES } from './support/voiceCall.ts';
import { binaryFrames, type Frame, firstMessage } from './support/voiceSockets.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('a call with the local agent, the visitor silent', () => {
  test('greeting, listening, audio both ways, stop; Daily never loaded', async ({
    page,
    pulse,
  }) => {
    const { calls, scripts } = await openCall(page);

    // Hover preloads the configured transport only (a hover before the page's code hydrated the
    // orb counts when it does: the wait is for hydration on a busy machine, not for the preload).
    await orb(page).hover();
    await expect
      .poll(() => scripts.some((u) => u.includes('webSocketVoiceClient')), {
        timeout: CALL_TIMEOUT,
      })
      .toBe(true);
    const speakers = await pulse?.recordSpeakers(16_000);
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
      .poll(async () => String(firstMessage(await calls.socket(), isGreeting)?.json?.transcript), {
        timeout: 2 * CALL_TIMEOUT,
      })
      .toMatch(/^Dobrý deň/);
    await expectCaptionsInOrder(
      page,
      [CAPTIONS.idle, CAPTIONS.connecting, CAPTIONS.speaking, CAPTIONS.listening],
      { timeout: CALL_TIMEOUT },
    );

    const socket = await calls.socket();
    expect(calls.count()).toBe(1);
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

    if (speakers) {
      // What the visitor heard: the greeting, at its own pitch (the 16 kHz PCM resampled to the
      // 48 kHz device by the playback worklet; a wrong rate ratio would shift it by 8 % or more).
      const heard = await speakers.stop();
      const { ratio, match } = pitchRatio(heard, await greetingReference(), 16_000);
      test.info().annotations.push({
        type: 'greeting heard',
        description: JSON.stringify({ ratio, match }),
      });
      expect(match).toBeGreaterThan(0.8);
      expect(ratio).toBeGreaterThan(0.98);
      expect(ratio).toBeLessThan(1.02);
    }

    await hangUp(page, calls);
    expect(scripts.filter((u) => DAILY_CODE.test(u))).toEqual([]);
  });
});
