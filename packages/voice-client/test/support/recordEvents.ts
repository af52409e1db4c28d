import type { VoiceClientEventName, VoiceClientEvents } from '../../src/index.ts';

const RECORDED_EVENTS: VoiceClientEventName[] = [
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
  'error',
  'video',
  'camera-error',
  'network-quality-change',
  'network-connection',
  'daily-participant-updated',
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'recording-started',
  'recording-stopped',
  'recording-error',
];

type Listenable = {
  on<K extends keyof VoiceClientEvents>(event: K, listener: VoiceClientEvents[K]): () => void;
};

/** Records every event of a client; `names()` leaves out the noisy level and progress events. */
export function recordEvents(client: Listenable, recorded = RECORDED_EVENTS) {
  const events: { name: VoiceClientEventName; payload: unknown }[] = [];
  for (const name of recorded) {
    client.on(name, (payload?: unknown) => events.push({ name, payload }));
  }
  const named = (name: VoiceClientEventName) =>
    events.filter((e) => e.name === name).map((e) => e.payload);
  const names = () =>
    events.map((e) => e.name).filter((n) => n !== 'volume-level' && n !== 'call-start-progress');
  /** The start progress so far, one `stage:status` a step. */
  const progress = () =>
    (named('call-start-progress') as { stage: string; status: string }[]).map(
      (p) => `${p.stage}:${p.status}`,
    );
  return { events, named, names, progress };
}
