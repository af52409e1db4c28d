// The visitor talks over the assistant: Chromium's fake microphone plays a Slovak sentence
// (espeak-ng) with pauses, in a loop, so it falls into the greeting. The agent must stop its audio
// and say so (`user-interrupted`), hear the visitor's turn and answer it. Real stack, production
// build, strict CSP (support/fixtures.ts fails the test on any violation).

import { expectCaptionsInOrder } from './support/captions.ts';
import { expect, test } from './support/fixtures.ts';
import { CAPTIONS } from './support/orb.ts';
import { CALL_TIMEOUT, hangUp, startCall } from './support/voiceCall.ts';
import { binaryBetween, firstMessage } from './support/voiceSockets.ts';

test.use({ microphone: 'visitor' });
test.describe.configure({ timeout: 120_000 });

test.describe('a call with the local agent, the visitor speaking Slovak', () => {
  test('the visitor is heard, barge-in cuts the assistant, then it answers', async ({ page }) => {
    const { sockets } = await startCall(page, CAPTIONS.speaking);

    // The sentence on the microphone falls into the greeting: the agent stops talking.
    await expect
      .poll(() => firstMessage(sockets[0], (m) => m.type === 'user-interrupted'), {
        timeout: CALL_TIMEOUT,
      })
      .toBeDefined();
    const socket = sockets[0];
    const interrupted = firstMessage(socket, (m) => m.type === 'user-interrupted');
    const cutAt = interrupted?.at ?? 0;
    // The agent heard the visitor's turn (its frames follow user-interrupted on the socket).
    await expect
      .poll(() => firstMessage(socket, (m) => m.type === 'speech-update' && m.role === 'user'))
      .toBeDefined();

    // After the visitor's turn the assistant answers with its next line...
    await expect
      .poll(
        () =>
          firstMessage(
            socket,
            (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
            cutAt,
          ),
        { timeout: CALL_TIMEOUT },
      )
      .toBeDefined();
    const answer = firstMessage(
      socket,
      (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
      cutAt,
    );
    // ...and between the cut and the answer not one assistant audio frame arrived.
    if (!socket || !interrupted) throw new Error('no call socket');
    expect(binaryBetween(socket, interrupted, answer)).toEqual([]);
    await expect
      .poll(() => binaryBetween(socket, interrupted, undefined).length)
      .toBeGreaterThan(10);

    // The caption followed: speaking, cut to listening, speaking the answer.
    await expectCaptionsInOrder(
      page,
      [CAPTIONS.connecting, CAPTIONS.speaking, CAPTIONS.listening, CAPTIONS.speaking],
      { timeout: CALL_TIMEOUT },
    );

    await hangUp(page, socket);
  });
});
