// Issue 40: preload() gets the next call ready, so the tap fetches no script (every engine) and,
// with the microphone allowed before, sends its session request inside the click: Chromium's fake
// UI answers the permission query `granted`; Firefox (permission prompts turned off by a pref)
// and WebKitGTK answer `prompt` there, so their session follows the grant.
import type { VoiceTest } from './fixture/main.ts';
import type { PageDriver } from './support/engines.ts';
import { expect, test } from './support/voiceFixture.ts';

const SCRIPTS = /(processor|socketWorker)-[\w-]+\.js$/;

const insideClick = (driver: PageDriver) =>
  driver.evaluate(
    () => (window as unknown as { voiceTest: VoiceTest }).voiceTest.sessionInsideClick,
  );

test('after preload() a start fetches no script and asks for its session inside the click', async ({
  voice,
  driver,
}) => {
  await voice.open();
  await driver.evaluate(() => (window as unknown as { voiceTest: VoiceTest }).voiceTest.preload());
  // the socket's Worker and both worklet files came before the click
  await expect.poll(() => voice.served.filter((path) => SCRIPTS.test(path)).length).toBe(3);
  const before = voice.served.length;
  await voice.call();
  const fetchedByTheCall = voice.served.slice(before).filter((path) => SCRIPTS.test(path));
  // WebKitGTK loads a worklet module past the HTTP cache that preload()'s fetch filled (the files
  // are served immutable, as in production): there the two worklets come again, the Worker not
  expect(fetchedByTheCall).toEqual(
    voice.engine === 'webkit'
      ? [expect.stringMatching(/capture-processor/), expect.stringMatching(/playback-processor/)]
      : [],
  );
  expect(await insideClick(driver)).toEqual([voice.engine === 'chromium']);
  // the call used the Worker preload() started: one Worker in all, ended with the call
  expect((await voice.resources()).created.workers).toBe(1);
  await voice.stop();
  await voice.waitForStatus('ended');
  await expect.poll(async () => (await voice.resources()).liveWorkers).toBe(0);
  expect(await voice.violations()).toEqual([]);
});

test('without preload() the session is not asked for inside the click (the permission is read first) and the call fetches its scripts', async ({
  voice,
  driver,
}) => {
  await voice.call();
  expect(voice.served.filter((path) => SCRIPTS.test(path))).toHaveLength(3);
  expect(await insideClick(driver)).toEqual([false]);
  await voice.stop();
});
