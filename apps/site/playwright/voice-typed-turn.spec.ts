// The visitor types during a real call with the local agent (WebSocket transport, the silent
// fake microphone): "Napíšte správu" sends an `add-message` of role user on the call's socket,
// the agent echoes it once as the visitor's transcript line and answers it aloud (a new
// assistant turn whose audio arrives), and the line stands once in the transcript as "Vy:".

import { expect, test } from './support/fixtures.ts';
import { orb } from './support/orb.ts';
import { typeInto } from './support/typing.ts';
import { CALL_TIMEOUT, hangUp, openCall } from './support/voiceCall.ts';
import { binaryBetween, firstMessage } from './support/voiceSockets.ts';

// As long as the booking spec: the first answer is the slot offer (the stack's agent asks the
// real vapi-tools function, then synthesizes the offer), slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const QUESTION = 'Aké máte voľné termíny?';

test('a typed question gets a spoken answer and shows once in the transcript', async ({ page }) => {
  const { calls } = await openCall(page);
  await orb(page).click();
  const field = page.getByLabel('Napíšte správu');
  await expect(field).toBeVisible({ timeout: CALL_TIMEOUT });
  const log = page.getByRole('log', { name: 'Prepis rozhovoru' });
  // The greeting first, so every assistant turn after the echo is the answer.
  await expect(log).toContainText('Asistent: Dobrý deň', { timeout: CALL_TIMEOUT });

  await typeInto(field, QUESTION);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  const sentTurns = async () =>
    ((await calls.socket())?.sent ?? [])
      .filter((f) => f.json?.type === 'add-message')
      .map((f) => f.json);
  await expect.poll(async () => (await sentTurns()).length).toBe(1);
  expect(await sentTurns()).toEqual([
    {
      type: 'add-message',
      message: { role: 'user', content: QUESTION },
      triggerResponseEnabled: true,
    },
  ]);

  // The agent's echo: the visitor's final line, once.
  const isEcho = (m: { type?: string; role?: string; [key: string]: unknown }) =>
    m.type === 'transcript' && m.role === 'user' && m.transcript === QUESTION;
  await expect
    .poll(async () => firstMessage(await calls.socket(), isEcho), { timeout: CALL_TIMEOUT })
    .toBeDefined();
  const echo = firstMessage(await calls.socket(), isEcho);
  if (!echo) throw new Error('no echo');

  // The answer: an assistant turn after the echo, and its audio.
  const isAnswerStart = (m: { type?: string; role?: string; status?: string }) =>
    m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started';
  await expect
    .poll(async () => firstMessage(await calls.socket(), isAnswerStart, echo.at), {
      timeout: 2 * CALL_TIMEOUT,
    })
    .toBeDefined();
  const answerAudio = async () => {
    const socket = await calls.socket();
    const answer = socket && firstMessage(socket, isAnswerStart, echo.at);
    return socket && answer ? binaryBetween(socket, answer, undefined).length : 0;
  };
  await expect.poll(answerAudio, { timeout: CALL_TIMEOUT }).toBeGreaterThan(10);

  // In the transcript once, as the visitor's.
  await expect(log).toContainText(`Vy: ${QUESTION}`);
  await expect(log.getByRole('paragraph').filter({ hasText: QUESTION })).toHaveCount(1);
  const socket = await calls.socket();
  expect(socket?.received.filter((f) => f.json !== undefined && isEcho(f.json))).toHaveLength(1);

  await hangUp(page, calls);
});
