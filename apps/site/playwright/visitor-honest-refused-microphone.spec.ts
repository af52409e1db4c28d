// A refused microphone (the context has no permission and Chromium's prompt is not answered, so
// getUserMedia is refused for real) leads to the written conversation in one click, at 390x844,
// 320 px and 1366x768 (issue 37).
import { microphoneLaunch } from '@hlasovy-asistent/browser-testing/microphones';
import { test } from './support/fixtures.ts';
import { atEachSize } from './support/sizes.ts';
import { writeInsteadInOneClick } from './support/writeInstead.ts';

test.use({ launchOptions: microphoneLaunch('silence', { prompt: 'context' }), permissions: [] });
test.describe.configure({ timeout: 120_000 });

atEachSize(() => {
  test('the notice offers the written conversation; one click opens it, its field focused', async ({
    page,
  }) => {
    await writeInsteadInOneClick(page, 'Mikrofón je zablokovaný');
  });
});
