// WebKit, the orb call with the visitor silent: a tap starts it, the greeting plays at once (no
// "sound blocked": a tap is the gesture WebKit's autoplay rule asks for) and is heard at the
// speakers at its own pitch: the 16 kHz PCM resampled by the playback worklet to WebKitGTK's
// 44.1 kHz context (a wrong ratio shifts it by 8 % or more). Then a typed turn in the call: the
// agent gets the `add-message`, echoes it once ("Vy:"), and its spoken answer is played. The
// visitor speaking (the microphone's audio at the agent): call-visitor.spec.ts.
import { loudSeconds, pitchRatio } from '@hlasovy-asistent/browser-testing/audio-analysis';
import { greetingReference } from '@hlasovy-asistent/browser-testing/speech-references';
import { Key } from 'selenium-webdriver';
import { binaryFrames } from '../playwright/support/voiceSockets.ts';
import { CALL_TIMEOUT, CAPTIONS, callOf, ORB } from './support/call.ts';
import { atEachScreen, expect, test } from './support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const QUESTION = 'Aké máte voľné termíny?';

atEachScreen(() => {
  test('a tap: the greeting is heard at its pitch; a typed turn is answered aloud; hang-up', async ({
    site,
    e2e,
    pulse,
  }) => {
    await site.open('/');
    const caption = await site.byTestId('orb-caption');
    await site.expectText(caption, CAPTIONS.idle);
    const speakers = await pulse.recordSpeakers(16_000);
    await (await site.byRole('button', ORB.idle)).click();

    await site.expectText(caption, CAPTIONS.speaking, CALL_TIMEOUT);
    expect(await site.count({ testId: 'sound-blocked' })).toBe(0);
    const call = await callOf(site, e2e.voiceAgentUrl);
    const greeting = await call.received(
      (m) => m.type === 'transcript' && m.transcriptType === 'final' && m.role === 'assistant',
    );
    expect(String(greeting.json?.transcript)).toMatch(/^Dobrý deň/);
    await site.expectText(caption, CAPTIONS.listening, CALL_TIMEOUT);
    const heard = await speakers.stop();
    const greetingHeard = pitchRatio(heard, await greetingReference(), 16_000);
    test.info().annotations.push({
      type: 'greeting at the speakers',
      description: JSON.stringify({ seconds: loudSeconds(heard, 16_000), ...greetingHeard }),
    });
    expect(greetingHeard.match).toBeGreaterThan(0.8);
    expect(greetingHeard.ratio).toBeGreaterThan(0.98);
    expect(greetingHeard.ratio).toBeLessThan(1.02);

    // the microphone streamed 20 ms frames of 16 kHz PCM the whole time
    const sent = binaryFrames((await call.socket()).sent);
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.every((f) => f.bytes === 640)).toBe(true);

    // a typed turn
    const log = await site.byRole('log', 'Prepis rozhovoru');
    const field = await site.byLabel('Napíšte správu');
    await site.type(field, QUESTION);
    const answerSpeakers = await pulse.recordSpeakers(16_000);
    await field.sendKeys(Key.ENTER);
    await site.until('the field emptied', async () => (await field.getAttribute('value')) === '');
    const echo = await call.received(
      (m) => m.type === 'transcript' && m.role === 'user' && m.transcript === QUESTION,
    );
    expect(
      (await call.socket()).sent.filter((f) => f.json?.type === 'add-message').map((f) => f.json),
    ).toEqual([
      {
        type: 'add-message',
        message: { role: 'user', content: QUESTION },
        triggerResponseEnabled: true,
      },
    ]);
    await call.received(
      (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
      echo.at,
    );
    await site.expectText(log, `Vy: ${QUESTION}`);
    // the answer is played (its audio reaches the speakers), and the typed line stands once
    await site.until(
      'the answer heard at the speakers',
      async () => loudSeconds(answerSpeakers.samples(), 16_000) > 1,
      CALL_TIMEOUT,
    );
    await answerSpeakers.stop();
    expect(await site.count({ role: 'paragraph', name: new RegExp(QUESTION) }, log)).toBe(1);

    expect(await site.scrollsSideways()).toBe(false);
    await (await site.byRole('button', ORB.active)).click();
    await site.expectText(caption, CAPTIONS.idle);
    await site.until('the socket closed after the hang-up', async () => {
      const socket = await call.socket();
      return socket.closed && socket.sent.some((f) => f.json?.type === 'hangup');
    });
  });
});
