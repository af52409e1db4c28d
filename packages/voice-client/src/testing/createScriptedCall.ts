import { type Clock, createSystemClock } from '../core/clock.ts';
import type { CallObjectOptions, CreateCallObject } from '../transports/daily/callObject.ts';
import type { FetchLike, WebCallResponse } from '../transports/daily/webCall.ts';
import { createFakeCallObject, type FakeCallObject } from './createFakeCallObject.ts';
import { createFakeTrack } from './fakeMedia.ts';

export interface ScriptTurn {
  role: 'assistant' | 'user';
  text: string;
  /** How long the turn is spoken (assistant turns emit audio levels meanwhile). Default 2000. */
  durationMs?: number;
  /** Silence after the turn. Default 800. */
  pauseAfterMs?: number;
}

export interface CallScript {
  turns?: ScriptTurn[];
  /** Delay between join and the `listening` app message. Default 300. */
  listeningDelayMs?: number;
  /** Audio-level sample interval. Default 100 (Daily's observer interval used by the client). */
  levelIntervalMs?: number;
  /** Replay the turns until stop(). Default true. */
  loop?: boolean;
  /** Fields merged into the fake `/call/web` answer. */
  webCall?: Partial<WebCallResponse>;
  /** Answer `/call/web` with this HTTP status instead (e.g. 500) to script a failure. */
  webCallStatus?: number;
  /** How the fake join behaves: resolve (default), hang until stop(), or reject with the error. */
  join?: 'resolve' | 'hang' | Error;
  /** Emit `track-started` with a fake audio track for the speaker (tests only; not in browsers). */
  emitSpeakerTrack?: boolean;
  clock?: Clock;
}

export const DEFAULT_SCRIPT: readonly ScriptTurn[] = [
  { role: 'assistant', text: 'Dobrý deň, som váš AI asistent. Ako vám môžem pomôcť?' },
  { role: 'user', text: 'Chcel by som si dohodnúť stretnutie.', durationMs: 1500 },
  { role: 'assistant', text: 'Samozrejme. Ktorý deň a čas by vám vyhovoval?' },
  { role: 'user', text: 'Zajtra popoludní.', durationMs: 1000 },
  { role: 'assistant', text: 'Výborne, zapísal som vás na zajtra o 14:00. Ďakujem!' },
];

export interface ScriptedCall {
  /** Inject into `new VoiceClient({ createCallObject, fetch })`. */
  createCallObject: CreateCallObject;
  fetch: FetchLike;
  /** Every fake call object created so far (the last one is the running call). */
  readonly callObjects: FakeCallObject[];
}

const SPEAKER = { session_id: 'assistant-speaker', user_name: 'Vapi Speaker', local: false };

/** An offline conversation: fake `/call/web` + a call object that plays a scripted dialogue. */
export function createScriptedCall(script: CallScript = {}): ScriptedCall {
  const clock = script.clock ?? createSystemClock();
  const turns = script.turns ?? DEFAULT_SCRIPT;
  const interval = script.levelIntervalMs ?? 100;
  const callObjects: FakeCallObject[] = [];
  let calls = 0;

  const play = (fake: FakeCallObject) => {
    const timers = new Set<unknown>();
    let stopped = false;
    const later = (ms: number, fn: () => void) => {
      const handle = clock.setTimeout(() => {
        timers.delete(handle);
        if (!stopped) fn();
      }, ms);
      timers.add(handle);
    };
    const say = (data: unknown) =>
      fake.emit('app-message', { data: JSON.stringify(data), fromId: SPEAKER.session_id });
    const speak = (turn: ScriptTurn, remaining: number, elapsed: number, next: () => void) => {
      if (remaining <= 0) {
        fake.emit('remote-participants-audio-level', {
          participantsAudioLevel: { [SPEAKER.session_id]: 0 },
        });
        return next();
      }
      const level = turn.role === 'assistant' ? 0.04 + 0.08 * Math.abs(Math.sin(elapsed / 180)) : 0;
      fake.emit('remote-participants-audio-level', {
        participantsAudioLevel: { [SPEAKER.session_id]: level },
      });
      later(interval, () => speak(turn, remaining - interval, elapsed + interval, next));
    };
    const runTurn = (index: number) => {
      const turn = turns[index];
      if (!turn) {
        if (script.loop === false) return;
        return runTurn(0);
      }
      const duration = turn.durationMs ?? 2000;
      const words = turn.text.split(' ');
      say({ type: 'speech-update', status: 'started', role: turn.role });
      later(duration / 2, () =>
        say({
          type: 'transcript',
          role: turn.role,
          transcriptType: 'partial',
          transcript: words.slice(0, Math.ceil(words.length / 2)).join(' '),
        }),
      );
      speak(turn, duration, 0, () => {
        say({
          type: 'transcript',
          role: turn.role,
          transcriptType: 'final',
          transcript: turn.text,
        });
        say({ type: 'speech-update', status: 'stopped', role: turn.role });
        later(turn.pauseAfterMs ?? 800, () => runTurn(index + 1));
      });
    };

    fake.addParticipant({ ...SPEAKER, tracks: {} });
    if (script.emitSpeakerTrack) {
      fake.emit('track-started', {
        participant: fake.participants()[SPEAKER.session_id],
        track: createFakeTrack('audio'),
        type: 'audio',
      });
    }
    later(script.listeningDelayMs ?? 300, () => {
      fake.emit('app-message', { data: 'listening', fromId: SPEAKER.session_id });
      say({ type: 'status-update', status: 'in-progress' });
      runTurn(0);
    });
    return () => {
      stopped = true;
      for (const handle of timers) clock.clearTimeout(handle);
      timers.clear();
    };
  };

  const stops = new WeakMap<FakeCallObject, () => void>();
  return {
    callObjects,
    createCallObject(creation: CallObjectOptions) {
      const fake = createFakeCallObject({
        creation,
        ...(script.join ? { join: script.join } : {}),
        onJoined: (joined) => stops.set(joined, play(joined)),
        onDestroyed: (destroyed) => stops.get(destroyed)?.(),
      });
      callObjects.push(fake);
      return fake;
    },
    async fetch(input, init) {
      if (!input.endsWith('/call/web') || init.method !== 'POST') {
        return new Response('Not found', { status: 404 });
      }
      if (script.webCallStatus)
        return new Response('{"message":"scripted failure"}', { status: script.webCallStatus });
      calls += 1;
      const body: WebCallResponse = {
        id: `fake-call-${calls}`,
        webCallUrl: `https://fake.daily.invalid/fake-room-${calls}`,
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: 'fake' } },
        ...script.webCall,
      };
      return new Response(JSON.stringify(body), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
}
