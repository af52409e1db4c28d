// A refused microphone (the context has no permission and Chromium's prompt is not answered, so
// getUserMedia is refused for real) leads to the written conversation in one click, at 390x844,
// 320 px and 1366x768 (issue 37).
import { microphoneLaunch } from '@hlasovy-asistent/browser-testing/microphones';
import { test } from './support/fixtures.ts';
import { writeInsteadAtEachSize } from './support/writeInstead.ts';

test.use({ launchOptions: microphoneLaunch('silence', { prompt: 'context' }), permissions: [] });
writeInsteadAtEachSize('Mikrofón je zablokovaný');
