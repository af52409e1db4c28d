// The visitor types during a real call with the local agent (WebSocket transport, the silent
// fake microphone): "Napíšte správu" sends an `add-message` of role user on the call's socket,
// the agent echoes it once as the visitor's transcript line and answers it aloud (a new
// assistant turn whose audio arrives), and the line stands once in the transcript as "Vy:".
// When `voice-call` says `typedTurns: "control"` (the deploy's live check found that Vapi's
// socket ignores typed turns), the same turn goes through the real `voice-call-message` function
// to the call's control URL at the local Vapi, and nothing of it is written on the socket.
// The call's socket is read from the page (Chromium) or from the agent's record (Firefox:
// openCall's `calls`).
import { expect, test } from './support/fixtures.ts';
import { orb } from './support/orb.ts';
import { typeInto } from './support/typing.ts';
import { CALL_TIMEOUT, hangUp, openCall } from './support/voiceCall.ts';
import { binaryBetween, firstMessage } from './support/voiceSockets.ts';

// As long as the booking spec: the first answer is the slot offer (the stack's agent asks the
// real vapi-tools function, then synthesizes the offer), slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const QUESTION = 'Aké máte voľné termíny?';

type Calls = Awaited<ReturnType<typeof openCall>>['calls'];
type Message = { type?: string; role?: string; status?: string; [key: string]: unknown };

const isEcho = (m: Message) =>
  m.type === 'transcript' && m.role === 'user' && m.transcript === QUESTION;
const isAnswerStart = (m: Message) =>
  m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started';

/**
 * The agent's echo of the typed line (the visitor's final transcript, once), then the answer: an
 * assistant turn after the echo, and its audio.
 */
async function echoThenAnswer(calls: Calls) {
  await expect
    .poll(async () => firstMessage(await calls.socket(), isEcho), { timeout: CALL_TIMEOUT })
    .toBeDefined();
  const echo = firstMessage(await calls.socket(), isEcho);
  if (!echo) throw new Error('no echo');
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
}

/**
 * A call started by the orb, its field and transcript; the greeting heard first, so every
 * assistant turn after the echo is the answer.
 */
async function callWithField(page: Parameters<typeof openCall>[0]) {
  const { calls } = await openCall(page);
  await orb(page).click();
  const field = page.getByLabel('Napíšte správu');
  await expect(field).toBeVisible({ timeout: CALL_TIMEOUT });
  const log = page.getByRole('log', { name: 'Prepis rozhovoru' });
  await expect(log).toContainText('Asistent: Dobrý deň', { timeout: CALL_TIMEOUT });
  return { calls, field, log };
}

test('a typed question gets a spoken answer and shows once in the transcript', async ({ page }) => {
  const { calls, field, log } = await callWithField(page);

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

  await echoThenAnswer(calls);

  // In the transcript once, as the visitor's.
  await expect(log).toContainText(`Vy: ${QUESTION}`);
  await expect(log.getByRole('paragraph').filter({ hasText: QUESTION })).toHaveCount(1);
  const socket = await calls.socket();
  expect(socket?.received.filter((f) => f.json !== undefined && isEcho(f.json))).toHaveLength(1);

  await hangUp(page, calls);
});

test('with typedTurns "control" the turn goes through voice-call-message, not the socket', async ({
  page,
  browserName,
}) => {
  // Over BiDi (Firefox ESR 153) route.fetch() of the intercepted voice-call POST never completes
  // (the call never starts; seen as "route.fetch: Test ended"): the page's own answer cannot be
  // changed there. The control path is the server's and the same in every engine; Firefox's
  // typed turn on the socket is the test above.
  test.skip(browserName === 'firefox', 'route.fetch does not complete over BiDi');
  // The channel as voice-call answers it once a live check chose the control URL (this run's
  // stack has no such record: the answer of the real function is changed for this page only).
  await page.route('**/functions/v1/voice-call', async (route) => {
    // the page asks for the CORS preflight ahead (voiceCallPreflight.ts): only the POST is changed
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const session = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...session, typedTurns: 'control' } });
  });
  const posted: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/voice-call-message')) {
      posted.push(request.postDataJSON());
    }
  });
  const { calls, field, log } = await callWithField(page);

  await typeInto(field, QUESTION);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect.poll(() => posted.length, { timeout: CALL_TIMEOUT }).toBe(1);
  expect(posted[0]).toMatchObject({ text: QUESTION });
  // the local Vapi's control URL handed it to the agent: its echo and its answer on the socket
  await echoThenAnswer(calls);
  await expect(log).toContainText(`Vy: ${QUESTION}`);
  const socket = await calls.socket();
  expect(socket?.sent.filter((f) => f.json?.type === 'add-message')).toEqual([]);

  await hangUp(page, calls);
});
