// The live check against the real accounts (issue 36), and against the local stand-ins in the
// deploy's dry run: what only the real Vapi can decide, decided on every deploy.
//  1. One written turn through the product's `chat` function (Vapi's `POST /chat`) that makes the
//     assistant offer demo slots through `vapi-tools`: the answer must carry the offer, recorded
//     under the chat's own id; the next turn chooses the first slot, which must be accepted.
//     A Daily web call's room is created (and ended) as `voice-call` creates one.
//  2. One call on Vapi's WebSocket transport, created exactly as the `voice-call` function
//     creates a visitor's (its createBrowserCall: the deployed assistant, 16 kHz PCM, the private
//     key), but at most 15 s long (maxDurationSeconds 15, and the check's own deadline) and with
//     `firstMessageMode: assistant-waits-for-user`, so every assistant turn answers the check.
//     A typed turn (`add-message`) must be answered on the socket or, failing that, through the
//     call's control URL (the product's fallback channel): the channel that answered is what the
//     product then uses (recorded; `voice-call` hands it to the browser). A Slovak sentence
//     (espeak-ng, PCM s16le 16 kHz) must get audio and a transcript back and an answer. The call
//     is hung up (`{"type":"hangup"}`) and its cost read from Vapi.
//  3. Every message a client saw (socket frames, the functions' answers) must carry no assistant
//     or tool configuration and no secret of the deploy.
import type { VoiceSocketClientMessage } from '@hlasovy-asistent/platform-api/voice-socket';
import { createBrowserCall } from '../../supabase/functions/_shared/vapi-browser-call.ts';
import {
  type ControlResult,
  postCallControl,
} from '../../supabase/functions/_shared/vapi-call-control.ts';
import { clientMessageProblems, messageType } from './clientMessages.ts';
import {
  CONVERSATION_TIMING,
  type Conversation,
  type ConversationTiming,
  runConversation,
  type TypedTurnChannel,
} from './conversation.ts';
import { type CostPorts, callCost, chatCost } from './costs.ts';
import { nodeSocket, type SocketPort } from './socket.ts';
import {
  LIVE_CHECK_CHOICE_TEXT,
  LIVE_CHECK_TYPED_TEXT,
  LIVE_CHECK_WRITTEN_TEXT,
} from './speech.ts';
import { type WrittenTurn, writtenTurn } from './writtenTurn.ts';

/** The longest call the check places (Vapi's maxDurationSeconds; its minimum is 10). */
const LIVE_CHECK_MAX_CALL_SECONDS = 15;
/** What the hang-up may take after the last step (inside the 15 s). */
const HANGUP_RESERVE_MS = 2_500;

/** The parts of the check, by the name a failure is recorded and reported under. */
type LiveCheckPart =
  | 'daily_call'
  | 'call'
  | 'audio'
  | 'transcript'
  | 'spoken_turn'
  | 'typed_turn'
  | 'hangup'
  | 'offer'
  | 'selection'
  | 'client_messages';

interface LiveCheckFailure {
  part: LiveCheckPart;
  message: string;
}

export interface LiveCheckResult {
  passed: boolean;
  failures: LiveCheckFailure[];
  /** The channel that answered the typed turn (null: none did). */
  typedTurns: TypedTurnChannel | null;
  /** USD, the call's and the chat's together as far as Vapi reported them; null when neither. */
  costUsd: number | null;
  /** What the check found, one line each, for the operator. */
  findings: string[];
}

export interface LiveCheckTarget {
  /** Where the deployed functions answer (`VITE_SUPABASE_URL`) and the site's key. */
  supabaseUrl: string;
  anonKey: string;
  /** Vapi's API and the private key; the assistant the deploy synced. */
  vapiBaseUrl: string;
  privateKey: string;
  assistantId: string;
  /** The deploy's settings: every secret value among them must stay out of client messages. */
  secrets: Record<string, string | undefined>;
  /**
   * The call's limit in seconds (default LIVE_CHECK_MAX_CALL_SECONDS, 15: each second is paid).
   * Only the stand-ins get more: their agent synthesizes speech on this machine, however busy.
   */
  maxCallSeconds?: number;
}

export interface LiveCheckPorts {
  /** Vapi's API, the functions and the control URL (default: fetch). */
  fetch: typeof fetch;
  socket: SocketPort;
  costs: CostPorts;
  /** The sentence as 16 kHz PCM. */
  speech: () => Promise<Int16Array>;
  now(): number;
  /**
   * Whether `vapi-tools` recorded slot `slotId` as offered under chat `chatId` (the project's
   * `demo_slot_offered`); null when it cannot be asked. A booking of a written offer names the
   * chat by the id `POST /chat` answered: the tool's `message.chat.id` must be that id.
   */
  offerRecorded?: (chatId: string, slotId: string) => Promise<boolean | null>;
}

/** The real ports: fetch, Node's WebSocket, the wall clock. */
export function defaultPorts(speech: () => Promise<Int16Array>, costs: CostPorts): LiveCheckPorts {
  return {
    fetch: (input, init) => fetch(input, init),
    socket: nodeSocket,
    costs,
    speech,
    now: () => Date.now(),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const usd = (value: number) => `${value.toFixed(4)} USD`;

/**
 * A call created by `voice-call`'s own code (createBrowserCall) with the check's caps: the call,
 * or why Vapi did not create it (what createBrowserCall logged of Vapi's answer).
 */
async function createCall(
  target: LiveCheckTarget,
  ports: LiveCheckPorts,
  transport: 'websocket' | 'daily',
  caps: Parameters<typeof createBrowserCall>[3],
) {
  const warnings: string[] = [];
  const keep = (message: string) => warnings.push(message);
  const logger = { debug: () => {}, info: () => {}, warn: keep, error: keep };
  try {
    const created = await createBrowserCall(
      { privateKey: target.privateKey, baseUrl: target.vapiBaseUrl, fetch: ports.fetch, logger },
      transport,
      target.assistantId,
      caps,
    );
    return { created, error: null };
  } catch (error) {
    return { created: null, error: warnings.at(-1) ?? (error as Error).message };
  }
}

/** The WebSocket call: at most the target's seconds, nothing spoken first. */
function createCheckCall(target: LiveCheckTarget, ports: LiveCheckPorts) {
  return createCall(target, ports, 'websocket', {
    maxDurationSeconds: target.maxCallSeconds ?? LIVE_CHECK_MAX_CALL_SECONDS,
    silenceTimeoutSeconds: 10,
    firstMessageMode: 'assistant-waits-for-user',
  });
}

/**
 * A Daily web call (the site's production transport), created as `voice-call` creates one: Vapi
 * must answer its room. Nobody joins it (that needs a browser in Daily's room: not checked); it
 * is ended at once through its control URL, or ends by itself (10 s of silence).
 */
async function dailyRoom(
  target: LiveCheckTarget,
  ports: LiveCheckPorts,
  failures: LiveCheckFailure[],
  findings: string[],
): Promise<void> {
  const { created, error } = await createCall(target, ports, 'daily', {
    maxDurationSeconds: 10,
    silenceTimeoutSeconds: 10,
  });
  if (created) {
    const ended = created.controlUrl
      ? await postCallControl(created.controlUrl, { type: 'end-call' }, { fetch: ports.fetch })
      : null;
    const how =
      ended === null
        ? 'no control URL: it ends by itself within 10 s'
        : ended.ok
          ? 'ended at once through its control URL'
          : `its control URL did not end it (${ended.error}): it ends by itself within 10 s`;
    findings.push(
      `Daily web call: room created (POST /call, transport daily; joining it is not checked), ${how}`,
    );
  } else {
    failures.push({ part: 'daily_call', message: `no Daily web call: ${error}` });
  }
}

/** The written turns: the offer, its record under the chat's id, the choice of a slot. */
async function judgeWritten(
  written: WrittenTurn,
  ports: LiveCheckPorts,
  failures: LiveCheckFailure[],
  findings: string[],
  costs: number[],
): Promise<void> {
  const { offer, choice } = written;
  if (written.error) {
    failures.push({ part: 'offer', message: `the written turn failed: ${written.error}` });
    return;
  }
  if (!offer) {
    failures.push({
      part: 'offer',
      message:
        'no offer: the written turn was answered without demo slots (demo_slots did not run, or its result was not read)',
    });
    return;
  }
  const slots = offer.slots.map((s) => `${s.date} ${s.time}`);
  findings.push(`written turn: ${slots.length} slot(s) offered (${slots.slice(0, 3).join(', ')})`);
  const first = offer.slots[0] as { id: string };
  const recorded = ports.offerRecorded
    ? await ports.offerRecorded(offer.bookingId, first.id)
    : null;
  if (recorded === false) {
    failures.push({
      part: 'offer',
      message:
        "the offer is not bookable: vapi-tools recorded it under another chat id than the one POST /chat answered (the tool message's chat.id)",
    });
  } else if (recorded) {
    findings.push("the offer is recorded under the chat's own id: a booking from it is accepted");
  }
  if (choice?.error) {
    failures.push({ part: 'selection', message: `the written choice failed: ${choice.error}` });
  } else if (choice?.selected?.id !== first.id) {
    failures.push({
      part: 'selection',
      message: `"${LIVE_CHECK_CHOICE_TEXT}" in the next turn (previousChatId) chose ${choice?.selected ? `another slot (${choice.selected.id})` : 'no slot'}: select_demo_slot did not accept the first offered slot`,
    });
  } else {
    findings.push(`written choice: the first slot (${first.id}) accepted in the next turn`);
  }
  const cost = await chatCost(ports.costs, offer.bookingId);
  if (cost !== null) {
    costs.push(cost);
    findings.push(
      `written turn cost: ${usd(cost)} (the first turn; the chat function does not name the second's Vapi chat, about as much)`,
    );
  }
}

function judgeCall(call: Conversation, failures: LiveCheckFailure[], findings: string[]): void {
  const fail = (part: LiveCheckPart, message: string) => failures.push({ part, message });
  const { audio, transcripts, typedTurn, spoken } = call;
  findings.push(
    `audio back: ${audio.loudFrames} of ${audio.frames} frames with sound` +
      (audio.firstLoudAt === null ? '' : `, the first after ${seconds(audio.firstLoudAt)}`),
  );
  if (audio.loudFrames === 0) fail('audio', 'no audio back: the assistant sent no sound');
  const finals = transcripts.filter((t) => t.final);
  const heard = finals.filter((t) => t.role === 'user').map((t) => t.text);
  const said = transcripts.filter((t) => t.role === 'assistant');
  findings.push(
    `transcripts back: ${transcripts.length} (${finals.length} final; ${said.length} of the assistant), ${spoken.transcripts.length} after the spoken sentence started`,
  );
  findings.push(
    heard.length > 0
      ? `the visitor's lines as transcribed: ${heard.map((t) => JSON.stringify(t.slice(0, 120))).join(', ')}`
      : 'the visitor was not transcribed (no user transcript: no speech recognition, or the socket does not send it)',
  );
  if (spoken.played && spoken.transcripts.length === 0) {
    fail('transcript', 'no transcript back: none arrived after the spoken sentence');
  }
  if (typedTurn.channel === 'socket') {
    findings.push(
      `typed turn: answered on the socket after ${seconds(typedTurn.answeredAfter ?? 0)}: the product sends typed turns on the socket`,
    );
  } else if (typedTurn.channel === 'control') {
    findings.push(
      `typed turn: the socket ignored it (no answer within ${seconds(CONVERSATION_TIMING.typedAnswerMs)}); through the call's control URL it was answered after ${seconds(typedTurn.answeredAfter ?? 0)}: the product sends typed turns through the control URL (voice-call-message)`,
    );
  } else if (typedTurn.echoedOn.includes('socket')) {
    findings.push('typed turn: taken on the socket (echoed back) but never answered');
    fail(
      'typed_turn',
      `typed turn not answered: the socket took it (echoed it back) but no answer followed within ${seconds(CONVERSATION_TIMING.typedTakenMs)}`,
    );
  } else {
    const control = typedTurn.control;
    const how =
      control === null
        ? 'the control URL was not tried (no time left)'
        : control.ok
          ? 'the control URL took it, but no answer followed'
          : `the control URL did not take it (${control.error})`;
    findings.push(`typed turn: ignored on the socket; ${how}`);
    fail('typed_turn', `typed turn ignored: no answer on the socket, and ${how}`);
  }
  if (!spoken.played) {
    fail('spoken_turn', 'the spoken sentence was not played (the call ended, or no time was left)');
  } else if (spoken.answeredAfter === null) {
    fail('spoken_turn', 'the spoken sentence got no answer (no new assistant turn after it)');
  } else {
    findings.push(`spoken sentence: answered ${seconds(spoken.answeredAfter)} after it ended`);
  }
  const end = {
    hangup: 'ended by the hang-up',
    server: 'ended by Vapi before the hang-up',
    'end-call': "did not end on the hang-up; ended through the control URL's end-call",
    'not-ended': 'did not end on the hang-up, nor on end-call: it ends at its 15 s limit',
  }[call.end.how];
  findings.push(`call: ${seconds(call.durationMs)} on the socket, ${end}`);
  if (call.end.how === 'end-call' || call.end.how === 'not-ended')
    fail('hangup', `the call ${end}`);
}

/** One run of the check; never throws for what it finds (only for a bug). */
export async function runLiveCheck(
  target: LiveCheckTarget,
  ports: LiveCheckPorts,
  timing: ConversationTiming = CONVERSATION_TIMING,
): Promise<LiveCheckResult> {
  const failures: LiveCheckFailure[] = [];
  const findings: string[] = [];
  const seen: { what: string; message: unknown }[] = [];
  const costs: number[] = [];
  let typedTurns: TypedTurnChannel | null = null;

  // 1. The written turns (first: they also wake the functions the call's tools use).
  const written: WrittenTurn = await writtenTurn(
    { supabaseUrl: target.supabaseUrl, anonKey: target.anonKey, fetch: ports.fetch },
    LIVE_CHECK_WRITTEN_TEXT,
    LIVE_CHECK_CHOICE_TEXT,
  );
  for (const { what, body } of written.bodies) seen.push({ what, message: body });
  await judgeWritten(written, ports, failures, findings, costs);
  await dailyRoom(target, ports, failures, findings);

  // 2. The call.
  const speech = await ports.speech();
  const startedAt = ports.now();
  const { created, error } = await createCheckCall(target, ports);
  if (!created) {
    failures.push({ part: 'call', message: `the call was not created: ${error}` });
  } else {
    const { callId, websocketCallUrl } = created.session as {
      callId: string;
      websocketCallUrl: string;
    };
    const maxSeconds = target.maxCallSeconds ?? LIVE_CHECK_MAX_CALL_SECONDS;
    findings.push(
      `call ${callId} created (WebSocket transport, at most ${maxSeconds} s); control URL: ${created.controlUrl ? 'named by Vapi' : 'none'}`,
    );
    const control = (message: VoiceSocketClientMessage): Promise<ControlResult> =>
      created.controlUrl
        ? postCallControl(created.controlUrl, message, { fetch: ports.fetch })
        : Promise.resolve({
            ok: false,
            error: "Vapi named no control URL (the assistant's monitorPlan)",
          });
    const deadline = startedAt + maxSeconds * 1000 - HANGUP_RESERVE_MS;
    const call = await runConversation(
      websocketCallUrl,
      { typedText: LIVE_CHECK_TYPED_TEXT, speech },
      { socket: ports.socket, control, now: ports.now },
      deadline,
      timing,
    );
    for (const message of call.messages)
      seen.push({ what: `socket ${messageType(message)}`, message });
    if (call.openError) {
      failures.push({ part: 'call', message: `the socket did not open: ${call.openError}` });
    } else {
      judgeCall(call, failures, findings);
      typedTurns = call.typedTurn.channel;
      const types = [...new Set(call.messages.map(messageType))].sort();
      findings.push(`message types on the socket: ${types.join(', ') || 'none'}`);
    }
    const cost = await callCost(ports.costs, callId);
    if (cost === null) findings.push('call cost: not reported by Vapi yet (see its dashboard)');
    else {
      costs.push(cost);
      findings.push(`call cost: ${usd(cost)}`);
    }
  }

  // 3. What the clients saw.
  const problems = seen.flatMap(({ what, message }) =>
    clientMessageProblems(what, message, target.secrets),
  );
  findings.push(
    `client messages checked: ${seen.length}, with configuration or a secret: ${problems.length}`,
  );
  for (const problem of [...new Set(problems)].slice(0, 10)) {
    failures.push({ part: 'client_messages', message: problem });
  }

  const costUsd = costs.length > 0 ? costs.reduce((a, b) => a + b, 0) : null;
  findings.push(`cost of this check: ${costUsd === null ? 'unknown' : usd(costUsd)}`);
  return { passed: failures.length === 0, failures, typedTurns, costUsd, findings };
}
