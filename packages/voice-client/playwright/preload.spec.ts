// Issue 40: preload() gets the next call ready in real Chromium, so the tap fetches no script
// and, with the microphone allowed before (the fake UI grants it), sends its session request
// inside the click.
import type { VoiceTest } from './fixture/main.ts';
import { expect, test } from './support/voiceFixture.ts';

const SCRIPTS = /(processor|socketWorker)-[\w-]+\.js$/;

test('after preload() a start fetches no script and asks for its session inside the click', async ({
  voice,
  page,
}) => {
  await voice.open();
  await page.evaluate(() => (window as unknown as { voiceTest: VoiceTest }).voiceTest.preload());
  // the socket's Worker and both worklet files came before the click
  await expect.poll(() => voice.served.filter((path) => SCRIPTS.test(path)).length).toBe(3);
  const before = voice.served.length;
  await voice.call();
  const fetchedByTheCall = voice.served.slice(before).filter((path) => SCRIPTS.test(path));
  expect(fetchedByTheCall).toEqual([]);
  expect(
    await page.evaluate(
      () => (window as unknown as { voiceTest: VoiceTest }).voiceTest.sessionInsideClick,
    ),
  ).toEqual([true]);
  // the call used the Worker preload() started: one Worker in all, ended with the call
  expect((await voice.resources()).created.workers).toBe(1);
  await voice.stop();
  await voice.waitForStatus('ended');
  await expect.poll(async () => (await voice.resources()).liveWorkers).toBe(0);
  expect(await voice.violations()).toEqual([]);
});

test('without preload() the session is not asked for inside the click (the permission is read first) and the call fetches its scripts', async ({
  voice,
  page,
}) => {
  await voice.call();
  expect(voice.served.filter((path) => SCRIPTS.test(path))).toHaveLength(3);
  expect(
    await page.evaluate(
      () => (window as unknown as { voiceTest: VoiceTest }).voiceTest.sessionInsideClick,
    ),
  ).toEqual([false]);
  await voice.stop();
});
