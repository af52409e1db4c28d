// No microphone at all (Chromium without a fake device on a machine without audio input:
// getUserMedia fails with NotFoundError for real) leads to the written conversation in one
// click, at 390x844, 320 px and 1366x768 (issue 37).
import { noMicrophoneLaunch } from '@hlasovy-asistent/browser-testing/microphones';
import { test } from './support/fixtures.ts';
import { writeInsteadAtEachSize } from './support/writeInstead.ts';

test.use({ launchOptions: noMicrophoneLaunch() });
writeInsteadAtEachSize('Nenašli sme mikrofón');
