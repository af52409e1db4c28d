import type { LatestComponents } from '@hlasovy-asistent/platform-api';
import { VOICE_SOCKET_BROWSER_MESSAGE_TYPES } from '@hlasovy-asistent/platform-api/voice-socket';
import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';
import { type BookingTool, bookingTools, UNSET_TOOLS_URL } from './bookingTools.ts';
import { firstMessage } from './firstMessage.ts';
import type { AssistantSettings } from './settings.ts';
import { systemPrompt } from './systemPrompt.ts';

type CreateAssistantDto = LatestComponents['schemas']['CreateAssistantDTO'];
type ServerDto = LatestComponents['schemas']['Server'];

/**
 * The body of `POST /assistant` / `PATCH /assistant/{id}`: Vapi's CreateAssistantDTO, except that
 * `server.headers` (an object without declared properties, which the generated types read as
 * `Record<string, never>`) maps header names to values, as Vapi takes them.
 */
export type AssistantBody = Omit<CreateAssistantDto, 'server' | 'model'> & {
  server?: Omit<ServerDto, 'headers'> & { headers?: Record<string, string> };
  model?: Omit<LatestComponents['schemas']['OpenAIModel'], 'tools'> & { tools?: BookingTool[] };
};

/** The body as the generated client types it (the only difference: `server.headers`). */
export function toWire(body: AssistantBody): CreateAssistantDto {
  return body as unknown as CreateAssistantDto;
}

/** Stand-ins printed where a setting sync needs is not set (print still works without them). */
const UNSET_EVENTS_URL = '<VAPI_EVENTS_URL or SUPABASE_URL not set>';
const UNSET_SECRET = '<VAPI_WEBHOOK_SECRET not set>';
const UNSET_TOOLS_SECRET = '<VAPI_TOOLS_SECRET not set>';

/** Spoken after the silence timeout, before the call ends. */
const SILENCE_GOODBYE = 'Zdá sa, že ste sa odmlčali. Ďakujem za zavolanie, dovidenia.';

/** Phrases that end the call when the assistant says them (case-insensitive on Vapi's side). */
export const END_CALL_PHRASES = ['prajem vám pekný deň, dovidenia', 'dovidenia', 'dopočutia'];

/**
 * The Slovak demo assistant (README: "The definition"). Azure speech both ways: `sk-SK`
 * transcription and a Slovak neural voice; the prompt from prompt.md; the call length and the
 * silence timeout from the settings; recording only when /gdpr says calls are recorded; the
 * `vapi-events` function as the server URL, authenticated by the secret header; the booking
 * tools on the `vapi-tools` function (the same header with a secret of their own), their
 * results forwarded to the page, and
 * live call control on (the server confirms a booking aloud through `monitor.controlUrl`).
 */
export function buildAssistant(settings: AssistantSettings, prompt?: string): AssistantBody {
  const recording = (settings.recordingRetentionDays ?? 0) > 0;
  return {
    name: settings.name,
    transcriber: { provider: 'azure', language: 'sk-SK' },
    model: {
      provider: 'openai',
      model: 'gpt-4.1-mini',
      temperature: 0.4,
      maxTokens: 250,
      messages: [{ role: 'system', content: systemPrompt(settings.productName, prompt) }],
      tools: bookingTools(
        settings.toolsUrl ?? UNSET_TOOLS_URL,
        settings.toolsSecret ?? UNSET_TOOLS_SECRET,
      ),
    },
    voice: { provider: 'azure', voiceId: 'sk-SK-ViktoriaNeural' },
    firstMessage: firstMessage(settings.productName, recording),
    firstMessageMode: 'assistant-speaks-first',
    maxDurationSeconds: settings.maxDurationSeconds,
    hooks: [
      {
        on: 'customer.speech.timeout',
        options: { timeoutSeconds: settings.silenceTimeoutSeconds, triggerMaxCount: 1 },
        do: [
          { type: 'say', exact: SILENCE_GOODBYE },
          { type: 'tool', tool: { type: 'endCall' } },
        ],
      },
    ],
    endCallPhrases: END_CALL_PHRASES,
    endCallMessage: 'Ďakujem za rozhovor, dovidenia.',
    backgroundSound: 'off',
    artifactPlan: { recordingEnabled: recording },
    serverMessages: ['status-update', 'end-of-call-report'],
    // what the page receives during a call: only the messages the site acts on (with
    // `tool-calls-result`, the slots the assistant offers, for the booking card); none of them
    // carries a tool's server or an assistant definition of its own (test/clientMessages.test.ts)
    clientMessages: [...VOICE_SOCKET_BROWSER_MESSAGE_TYPES],
    monitorPlan: { controlEnabled: true },
    server: {
      url: settings.eventsUrl ?? UNSET_EVENTS_URL,
      timeoutSeconds: 20,
      headers: { [VAPI_EVENTS_SECRET_HEADER]: settings.webhookSecret ?? UNSET_SECRET },
    },
  };
}
