// The visitor types during a real call with the local agent (WebSocket transport, the silent
// fake microphone): "Napíšte správu" sends an `add-message` of role user on the call's socket,
// the agent echoes it once as the visitor's transcript line and answers it aloud (a new
// assistant turn whose audio arrives), and the line stands once in the transcript as "Vy:".
// When `voice-call` says `typedTurns: "control"` (the deploy's live check found that Vapi's
// socket ignores typed turns), the same turn goes through the real `voice-call-message` function
// to the call's control URL at the local Vapi, and nothing of it is written on the socket.
import { expect, test } from './support/fixtures.ts';
import { orb } from './support/orb.ts';
import { CALL_TIMEOUT, hangUp, openCall } from './support/voiceCall.ts';
import { binaryBetween, firstMessage } from './support/voiceSockets.ts';

// As long as the booking spec: the first answer is the slot offer (the stack's agent asks the
// real vapi-tools function, then synthesizes the offer), slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const QUESTION = 'Aké máte voľné termíny?';

type Socket = Parameters<typeof firstMessage>[0];
type Message = { type?: string; role?: string; status?: string; [key: string]: unknown };

const isEcho = (m: Message) =>
  m.type === 'transcript' && m.role === 'user' && m.transcript === QUESTION;

/** The agent's echo of the typed line (the visitor's final transcript), then the answer's start. */
async function echoThenAnswer(socket: Socket) {
  await expect.poll(() => firstMessage(socket, isEcho), { timeout: CALL_TIMEOUT }).toBeDefined();
  const echo = firstMessage(socket, isEcho);
  if (!echo) throw new Error('no echo');
  const isAnswerStart = (m: Message) =>
    m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started';
  await expect
    .poll(() => firstMessage(socket, isAnswerStart, echo.at), { timeout: 2 * CALL_TIMEOUT })
    .toBeDefined();
  const answer = firstMessage(socket, isAnswerStart, echo.at);
  if (!answer) throw new Error('no answer');
  return answer;
}

/**
 * A call started by the orb, its field and transcript; the greeting heard first, so every
 * assistant turn after the echo is the answer.
 */
async function callWithField(page: Parameters<typeof openCall>[0]) {
  const { sockets } = await openCall(page);
  await orb(page).click();
  const field = page.getByLabel('Napíšte správu');
  await expect(field).toBeVisible({ timeout: CALL_TIMEOUT });
  const log = page.getByRole('log', { name: 'Prepis rozhovoru' });
  await expect(log).toContainText('Asistent: Dobrý deň', { timeout: CALL_TIMEOUT });
  return { sockets, field, log };
}

test('a typed question gets a spoken answer and shows once in the transcript', async ({ page }) => {
  const { sockets, field, log } = await callWithField(page);

  await field.fill(QUESTION);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  const socket = sockets[0];
  if (!socket) throw new Error('no call socket');
  expect(socket.sent.filter((f) => f.json?.type === 'add-message').map((f) => f.json)).toEqual([
    {
      type: 'add-message',
      message: { role: 'user', content: QUESTION },
      triggerResponseEnabled: true,
    },
  ]);

  // The agent's echo (the visitor's final line, once), then the answer: an assistant turn after
  // the echo, and its audio.
  const answer = await echoThenAnswer(socket);
  await expect
    .poll(() => binaryBetween(socket, answer, undefined).length, { timeout: CALL_TIMEOUT })
    .toBeGreaterThan(10);

  // In the transcript once, as the visitor's.
  await expect(log).toContainText(`Vy: ${QUESTION}`);
  await expect(log.getByRole('paragraph').filter({ hasText: QUESTION })).toHaveCount(1);
  expect(socket.received.filter((f) => f.json !== undefined && isEcho(f.json))).toHaveLength(1);

  await hangUp(page, socket);
});

test('with typedTurns "control" the turn goes through voice-call-message, not the socket', async ({
  page,
}) => {
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
  const { sockets, field, log } = await callWithField(page);
  const socket = sockets[0];
  if (!socket) throw new Error('no call socket');

  await field.fill(QUESTION);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect.poll(() => posted.length, { timeout: CALL_TIMEOUT }).toBe(1);
  expect(posted[0]).toMatchObject({ text: QUESTION });
  // the local Vapi's control URL handed it to the agent: its echo and its answer on the socket
  await echoThenAnswer(socket);
  await expect(log).toContainText(`Vy: ${QUESTION}`);
  expect(socket.sent.filter((f) => f.json?.type === 'add-message')).toEqual([]);

  await hangUp(page, socket);
});
