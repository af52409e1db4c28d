// The live check against a scripted Vapi: a good run passes and decides the typed-turn channel;
// each failure it must detect fails it by name (no audio back, the typed turn ignored on both
// channels, no offer, a secret or configuration in a client message, a call that does not end on
// the hang-up), and the socket ignoring typed turns selects the control URL instead.
import { describe, expect, test, vi } from 'vitest';
import { createFakeVapi, FAKE_SPEECH, type FakeVapiOptions } from './fakeVapi.ts';
import { type LiveCheckTarget, runLiveCheck } from './runLiveCheck.ts';

vi.setConfig({ testTimeout: 20_000 });

const SECRETS = {
  VAPI_PRIVATE_KEY: 'vapi-private-key-value-51c3',
  VAPI_WEBHOOK_SECRET: 'vapi-webhook-secret-value-0123456789abcdef',
  FORM_TOKEN_SECRET: 'form-token-secret-value-0123456789abcdef0123',
};
const TARGET: LiveCheckTarget = {
  supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co',
  anonKey: 'sb_publishable_check',
  vapiBaseUrl: 'https://vapi.test',
  privateKey: SECRETS.VAPI_PRIVATE_KEY,
  assistantId: '00000000-0000-4000-8000-00000000a551',
  secrets: SECRETS,
};
/**
 * The fake answers at once (inside the frame that asks), so a missing typed answer is waited for
 * briefly; the spoken answer follows the pump's next silent frame, waited for generously.
 */
const TIMING = {
  openMs: 1_000,
  typedAnswerMs: 400,
  typedTakenMs: 800,
  spokenAnswerMs: 5_000,
  transcriptMs: 1_000,
  hangupMs: 300,
};

async function check(options: FakeVapiOptions = {}, offerRecorded: boolean | null = true) {
  const vapi = createFakeVapi(options);
  const result = await runLiveCheck(
    TARGET,
    {
      fetch: vapi.fetch,
      socket: vapi.socket,
      costs: vapi.costs,
      speech: async () => FAKE_SPEECH,
      now: () => Date.now(),
      offerRecorded: async () => offerRecorded,
    },
    TIMING,
  );
  return { result, vapi, parts: result.failures.map((f) => f.part) };
}

describe('the live check', () => {
  test('a good run passes: typed turn on the socket, audio and transcripts back, the offer, its cost', async () => {
    const { result, vapi } = await check();
    expect(result.failures).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.typedTurns).toBe('socket');
    expect(result.costUsd).toBeCloseTo(0.0335, 6);
    expect(vapi.received.typedOnControl).toBe(0);
    expect(vapi.received.hangups).toBe(1);
    // the calls are the product's (voice-call's createBrowserCall): a Daily room, ended at once,
    // and the WebSocket call, at most 15 s, nothing spoken first
    expect(vapi.received.calls).toEqual([
      {
        assistantId: TARGET.assistantId,
        assistantOverrides: { maxDurationSeconds: 10, silenceTimeoutSeconds: 10 },
        transport: { provider: 'daily' },
      },
      {
        assistantId: TARGET.assistantId,
        assistantOverrides: {
          maxDurationSeconds: 15,
          silenceTimeoutSeconds: 10,
          firstMessageMode: 'assistant-waits-for-user',
        },
        transport: {
          provider: 'vapi.websocket',
          audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 },
        },
      },
    ]);
    expect(vapi.received).toMatchObject({ dailyEnded: 1, choices: 1 });
    expect(result.findings.join('\n')).toMatch(/Daily web call: room created .*ended at once/);
    expect(result.findings.join('\n')).toMatch(
      /written choice: the first slot \(2026-12-01T10:00\) accepted/,
    );
    expect(result.findings.join('\n')).toMatch(/recorded under the chat's own id/);
    expect(result.findings.join('\n')).toMatch(/typed turn: answered on the socket/);
    expect(result.findings.join('\n')).toMatch(
      /written turn: 1 slot\(s\) offered \(2026-12-01 10:00\)/,
    );
    expect(result.findings.join('\n')).toMatch(/cost of this check: 0\.0335 USD/);
  });

  test('the socket ignoring the typed turn selects the control URL (the check decides, and passes)', async () => {
    const { result, vapi } = await check({ socketTypedTurns: false });
    expect(result.failures).toEqual([]);
    expect(result.typedTurns).toBe('control');
    expect(vapi.received).toMatchObject({ typedOnSocket: 1, typedOnControl: 1 });
    expect(result.findings.join('\n')).toMatch(
      /the socket ignored it .*through the call's control URL it was answered/,
    );
  });

  test('no audio back fails "audio"', async () => {
    const { result, parts } = await check({ silent: true });
    expect(parts).toEqual(['audio']);
    expect(result.failures[0]?.message).toMatch(/^no audio back/);
  });

  test('no transcript back fails "transcript"', async () => {
    const { result, parts } = await check({ noTranscripts: true });
    expect(parts).toEqual(['transcript']);
    expect(result.failures[0]?.message).toMatch(/^no transcript back/);
  });

  test('a typed turn ignored on the socket and through the control URL fails "typed_turn"; no channel is decided', async () => {
    const { result, parts } = await check({ socketTypedTurns: false, controlTypedTurns: false });
    expect(parts).toEqual(['typed_turn']);
    expect(result.typedTurns).toBeNull();
    expect(result.failures[0]?.message).toMatch(
      /typed turn ignored: .*control URL took it, but no answer followed/,
    );
  });

  test('echoed on the socket but never answered fails "typed_turn" without a fallback', async () => {
    const { result, vapi, parts } = await check({ echoWithoutAnswer: true });
    expect(parts).toEqual(['typed_turn']);
    expect(result.failures[0]?.message).toMatch(
      /the socket took it \(echoed it back\) but no answer followed/,
    );
    expect(vapi.received.typedOnControl).toBe(0);
  });

  test('ignored on the socket with no control URL named: "typed_turn" says so', async () => {
    const { result, parts } = await check({ socketTypedTurns: false, noControlUrl: true });
    expect(parts).toEqual(['typed_turn']);
    expect(result.failures[0]?.message).toMatch(/Vapi named no control URL/);
  });

  test('no offer in the written turn fails "offer"', async () => {
    const { result, parts } = await check({ noOffer: true });
    expect(parts).toEqual(['offer']);
    expect(result.failures[0]?.message).toMatch(/^no offer/);
  });

  test('an offer recorded under another chat id fails "offer" (a booking from it would be refused)', async () => {
    const { result, parts } = await check({}, false);
    expect(parts).toEqual(['offer']);
    expect(result.failures[0]?.message).toMatch(/^the offer is not bookable/);
  });

  test('a choice the next turn does not accept fails "selection"', async () => {
    const { result, parts } = await check({ noSelection: true });
    expect(parts).toEqual(['selection']);
    expect(result.failures[0]?.message).toMatch(/chose no slot: select_demo_slot did not accept/);
  });

  test('a refused Daily web call fails "daily_call", naming what Vapi answered', async () => {
    const { result, parts } = await check({ noDaily: true });
    expect(parts).toEqual(['daily_call']);
    expect(result.failures[0]?.message).toMatch(/^no Daily web call: .*400/);
  });

  test('a secret in a client message fails "client_messages", naming the setting, never the value', async () => {
    const { result, parts } = await check({
      leak: { debug: `secret ${SECRETS.VAPI_WEBHOOK_SECRET}` },
    });
    expect(new Set(parts)).toEqual(new Set(['client_messages']));
    expect(result.failures.map((f) => f.message)).toContain(
      'socket speech-update: value of VAPI_WEBHOOK_SECRET',
    );
    expect(JSON.stringify(result)).not.toContain(SECRETS.VAPI_WEBHOOK_SECRET);
  });

  test('the assistant’s configuration in a client message fails "client_messages"', async () => {
    const { result } = await check({ leak: { assistant: { model: { provider: 'openai' } } } });
    expect(result.failures.map((f) => f.message)).toContain(
      'socket transcript: configuration at assistant',
    );
  });

  test('a call that stays up after the hang-up is ended through the control URL and fails "hangup"', async () => {
    const { vapi, parts } = await check({ ignoresHangup: true });
    expect(parts).toEqual(['hangup']);
    expect(vapi.received.endCalls).toBe(1);
  });
});
