import type { CallMetricsEvent } from '@hlasovy-asistent/voice-client';

/** Prefix of the performance entries the site records for each call. */
const VOICE_MEASURE_PREFIX = 'voice:';

/**
 * The voice client's latency marks as User Timing measures (DevTools' Performance panel, any RUM
 * tool, and the bench read them), each with the event as `detail`: from `start()` (the click) to
 * `voice:microphone-granted`, `voice:connected` and `voice:first-assistant-audio`; and
 * `voice:turn` from the visitor's last speech to the assistant's reply. The event comes when the
 * assistant's audio starts, so the measures are placed back from that moment.
 * `voice:uplink-dropped`: microphone audio dropped on a stalled uplink, ending when reported.
 */
export function recordVoiceMetrics(
  event: CallMetricsEvent,
  performance: Pick<Performance, 'now' | 'measure'> = globalThis.performance,
): void {
  const audioAt = performance.now();
  const measure = (name: string, end: number, duration: number | null) => {
    if (duration === null) return;
    performance.measure(`${VOICE_MEASURE_PREFIX}${name}`, {
      start: end - duration,
      end,
      detail: event,
    });
  };
  if (event.type === 'turn') {
    measure('turn', audioAt, event.latencyMs);
    return;
  }
  if (event.type === 'uplink-dropped') {
    measure('uplink-dropped', audioAt, event.droppedMs);
    return;
  }
  const startedAt = audioAt - event.firstAssistantAudioMs;
  const at = (ms: number | null) => startedAt + (ms ?? 0);
  measure('microphone-granted', at(event.microphoneGrantedMs), event.microphoneGrantedMs);
  measure('connected', at(event.connectedMs), event.connectedMs);
  measure('first-assistant-audio', audioAt, event.firstAssistantAudioMs);
}
