// The definition: valid for Vapi (CreateAssistantDTO of the vendored OpenAPI document), Slovak
// both ways, honest about being an AI and about recording, capped in length and silence, its
// settings checked and named when wrong.
import {
  createSchemaValidator,
  loadDocument,
} from '@hlasovy-asistent/platform-api/contract-server';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  AssistantError,
  buildAssistant,
  END_CALL_PHRASES,
  readAssistantSettings,
} from '../src/index.ts';

const doc = loadDocument('latest');
let validate: ReturnType<typeof createSchemaValidator>;
beforeAll(() => {
  validate = createSchemaValidator(doc);
});

const ENV = {
  SUPABASE_URL: 'https://abc.supabase.co',
  VAPI_WEBHOOK_SECRET: 'w'.repeat(40),
  VAPI_TOOLS_SECRET: 't'.repeat(40),
  VITE_RECORDING_RETENTION_DAYS: '30',
};

const schemaOf = (name: string) =>
  doc.components?.schemas?.[name] as { properties: Record<string, { enum?: string[] }> };

describe('the assistant definition', () => {
  test.each([
    ['recording on', { ...ENV }],
    ['recording off', { ...ENV, VITE_RECORDING_RETENTION_DAYS: '0' }],
    ['nothing set (print)', {}],
  ])('%s: the body is a valid CreateAssistantDTO', (_title, env) => {
    expect(validate('CreateAssistantDTO', buildAssistant(readAssistantSettings(env)))).toEqual([]);
  });

  test('the transcriber is one the document lists for Slovak, with its Slovak code', () => {
    const body = buildAssistant(readAssistantSettings(ENV));
    const transcriber = body.transcriber as { provider: string; language: string };
    expect(transcriber).toEqual({ provider: 'azure', language: 'sk-SK' });
    expect(schemaOf('AzureSpeechTranscriber').properties.language?.enum).toContain('sk-SK');
  });

  test('the voice is a Slovak neural voice of the same provider', () => {
    const voice = buildAssistant(readAssistantSettings(ENV)).voice as {
      provider: string;
      voiceId: string;
    };
    expect(voice.provider).toBe('azure');
    expect(voice.voiceId).toMatch(/^sk-SK-/);
  });

  test.each([
    ['30', true],
    ['1', true],
    ['0', false],
    [undefined, false],
  ])(
    'VITE_RECORDING_RETENTION_DAYS=%s -> recording %s, and the first message says so',
    (days, on) => {
      const body = buildAssistant(
        readAssistantSettings({ ...ENV, VITE_RECORDING_RETENTION_DAYS: days }),
      );
      expect(body.artifactPlan?.recordingEnabled).toBe(on);
      expect(body.firstMessage).toMatch(/umelou inteligenciou/);
      expect(/nahráva/.test(String(body.firstMessage))).toBe(on);
    },
  );

  test('call length and silence come from the settings (defaults 300 s and 20 s)', () => {
    const byDefault = buildAssistant(readAssistantSettings(ENV));
    expect(byDefault.maxDurationSeconds).toBe(300);
    expect(byDefault.hooks?.[0]).toMatchObject({
      on: 'customer.speech.timeout',
      options: { timeoutSeconds: 20 },
    });
    const set = buildAssistant(
      readAssistantSettings({
        ...ENV,
        VOICE_MAX_DURATION_SECONDS: '180',
        VOICE_SILENCE_TIMEOUT_SECONDS: '15',
      }),
    );
    expect(set.maxDurationSeconds).toBe(180);
    expect(set.hooks?.[0]).toMatchObject({ options: { timeoutSeconds: 15 } });
    expect(JSON.stringify(set.hooks?.[0])).toContain('endCall');
  });

  test('the server URL is the vapi-events function with the secret header, and only two messages', () => {
    const body = buildAssistant(readAssistantSettings(ENV));
    expect(body.server).toEqual({
      url: 'https://abc.supabase.co/functions/v1/vapi-events',
      timeoutSeconds: 20,
      headers: { 'x-vapi-secret': ENV.VAPI_WEBHOOK_SECRET },
    });
    expect(body.serverMessages).toEqual(['status-update', 'end-of-call-report']);
    const explicit = readAssistantSettings({ ...ENV, VAPI_EVENTS_URL: 'https://x.test/e' });
    expect(buildAssistant(explicit).server?.url).toBe('https://x.test/e');
  });

  test('the end-call phrases are Slovak and the prompt ends with one of them', () => {
    const body = buildAssistant(readAssistantSettings(ENV));
    expect(body.endCallPhrases).toEqual(END_CALL_PHRASES);
    const prompt = JSON.stringify(body.model);
    expect(prompt).toContain('prajem vám pekný deň, dovidenia');
    expect(prompt).toMatch(/ukážk/);
    expect(prompt).toMatch(/24 hodín denne/);
  });

  test('the prompt books in the call with the tools and names no form that does not exist', () => {
    const body = buildAssistant(readAssistantSettings(ENV));
    const prompt = String(body.model?.messages?.[0]?.content);
    expect(prompt).toContain('`demo_slots`');
    expect(prompt).toContain('`select_demo_slot`');
    expect(prompt).not.toContain('Objednať ukážku');
    expect(prompt).toContain('„Chcem všetko vysvetliť“');
    expect(body.model?.tools?.map((tool) => tool.function?.name)).toEqual([
      'demo_slots',
      'select_demo_slot',
    ]);
    expect(body.monitorPlan).toEqual({ controlEnabled: true });
  });

  test("the tools' server carries the tools' secret, never the events' secret", () => {
    const body = buildAssistant(readAssistantSettings(ENV));
    for (const tool of body.model?.tools ?? []) {
      expect(tool.server.headers).toEqual({ 'x-vapi-secret': ENV.VAPI_TOOLS_SECRET });
    }
    expect(JSON.stringify(body.model)).not.toContain(ENV.VAPI_WEBHOOK_SECRET);
  });

  test.each([
    ['VAPI_TOOLS_URL', 'ftp://x'],
    ['VOICE_MAX_DURATION_SECONDS', 'abc'],
    ['VOICE_MAX_DURATION_SECONDS', '5'],
    ['VOICE_MAX_DURATION_SECONDS', '300.5'],
    ['VOICE_SILENCE_TIMEOUT_SECONDS', '0'],
    ['VITE_RECORDING_RETENTION_DAYS', '-1'],
    ['VITE_RECORDING_RETENTION_DAYS', 'forever'],
    ['VAPI_WEBHOOK_SECRET', 'short'],
    ['VAPI_TOOLS_SECRET', 'short'],
    ['VAPI_TOOLS_SECRET', 'w'.repeat(40)],
    ['VAPI_EVENTS_URL', 'ftp://x'],
    ['VAPI_ASSISTANT_NAME', 'x'.repeat(41)],
  ])('%s=%j is refused, naming the setting', (name, value) => {
    const error = (() => {
      try {
        readAssistantSettings({ ...ENV, [name]: value });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AssistantError);
    expect((error as AssistantError).code).toBe('invalid_setting');
    expect((error as AssistantError).message).toContain(name);
  });
});
