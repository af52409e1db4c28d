import { createSecurityLogger, type SecurityEvent } from '@hlasovy-asistent/validation';
import { vi } from 'vitest';
import {
  createFakeAudioOutput,
  createFakeCallObject,
  createFakeMicrophone,
  type FakeCallObject,
  type FakeCallObjectOptions,
} from '../src/testing/index.ts';
import {
  type CallObjectOptions,
  VoiceClient,
  type VoiceClientOptions,
  type WebCallResponse,
} from '../src/transports/daily/index.ts';
import { recordEvents } from './support/recordEvents.ts';

export interface HarnessOptions {
  webCall?: Partial<WebCallResponse>;
  fake?: FakeCallObjectOptions;
  client?: Partial<VoiceClientOptions>;
  /** Replaces the fake `/call/web` endpoint. */
  fetch?: VoiceClientOptions['fetch'];
  /** Replaces the fake call-object factory. */
  createCallObject?: VoiceClientOptions['createCallObject'];
}

export const WEB_CALL: WebCallResponse = {
  id: 'call-1',
  webCallUrl: 'https://example.daily.co/room-1',
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { voice: { provider: '11labs' } },
};

export function jsonResponse(body: unknown, status = 201): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client wired to fakes, with every event recorded. */
export function createHarness(options: HarnessOptions = {}) {
  const fakes: FakeCallObject[] = [];
  const fetch = vi.fn(
    options.fetch ?? (async () => jsonResponse({ ...WEB_CALL, ...options.webCall })),
  );
  const createCallObject = vi.fn(
    options.createCallObject ??
      ((creation: CallObjectOptions) => {
        const fake = createFakeCallObject({ ...options.fake, creation });
        fakes.push(fake);
        return fake;
      }),
  );
  const audio = createFakeAudioOutput();
  const mic = createFakeMicrophone();
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const securityEvents: SecurityEvent[] = [];
  const client = new VoiceClient({
    publicKey: 'pk-test',
    baseUrl: 'https://api.test',
    fetch,
    createCallObject,
    createAudioElement: audio.createAudioElement,
    logger,
    securityLogger: createSecurityLogger({ sink: (event) => securityEvents.push(event) }),
    isMobile: () => false,
    getUserMedia: mic.getUserMedia,
    ...options.client,
  });
  const { events, named, names, progress } = recordEvents(client);
  const fake = (): FakeCallObject => {
    const last = fakes.at(-1);
    if (!last) throw new Error('no call object was created');
    return last;
  };
  /** start(), then the agent's `listening`. */
  const startActive = async () => {
    const webCall = await client.start('assistant-1');
    fake().emit('app-message', { data: 'listening', fromId: 'agent' });
    return webCall;
  };
  const speaker = () =>
    fake().addParticipant({ session_id: 'speaker-1', user_name: 'Vapi Speaker', tracks: {} });
  /** The assistant's speaker joins, its audio track starts and it speaks at `level`. */
  const assistantSpeaks = (level: number) => {
    const participant = speaker();
    fake().emit('track-started', { participant, track: { kind: 'audio' }, type: 'audio' });
    fake().emit('remote-participants-audio-level', {
      participantsAudioLevel: { [participant.session_id]: level },
    });
  };
  const serverSays = (message: unknown) =>
    fake().emit('app-message', {
      data: typeof message === 'string' ? message : JSON.stringify(message),
      fromId: 'speaker-1',
    });
  return {
    client,
    fakes,
    fake,
    fetch,
    createCallObject,
    audio,
    mic,
    logger,
    securityEvents,
    events,
    named,
    names,
    progress,
    startActive,
    speaker,
    assistantSpeaks,
    serverSays,
  };
}

export type Harness = ReturnType<typeof createHarness>;

/** A promise with its resolve/reject exposed. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
