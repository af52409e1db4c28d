import type { Clock } from './clock.ts';

/** Microphone level (RMS, 0..1) from which the visitor counts as speaking. */
export const VISITOR_SPEAKING_LEVEL = 0.02;

/**
 * Client-side latency marks, in milliseconds since `start()` was called (the click).
 * `call-start`: once per call, when the assistant's first audio plays. `turn`: each later time the
 * assistant's audio starts after the visitor spoke, with the time from the visitor's last speech
 * sample (100 ms level windows, so within 100 ms) to the assistant's audio.
 */
export type CallMetricsEvent =
  | {
      type: 'call-start';
      callId: string | null;
      /** The microphone stage completed (null when the transport left it to Daily). */
      microphoneGrantedMs: number | null;
      /** call-start: Daily's `listening`, the WebSocket open. */
      connectedMs: number | null;
      firstAssistantAudioMs: number;
    }
  | {
      type: 'turn';
      callId: string | null;
      visitorStoppedMs: number;
      assistantAudioMs: number;
      /** Visitor stopped speaking -> assistant audio started. */
      latencyMs: number;
    }
  | {
      /**
       * The uplink stalled: microphone frames were dropped (not queued) while the socket held
       * more than about 200 ms of audio unsent. One event per stall, when it is over.
       */
      type: 'uplink-dropped';
      callId: string | null;
      droppedFrames: number;
      droppedMs: number;
      /** Every frame dropped in this call so far. */
      totalDroppedFrames: number;
      /** The most the socket held unsent meanwhile. */
      bufferedBytes: number;
    };

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Collects one call's marks and emits them. The assistant's audio start comes from the
 * transport (WebSocket: the playback worklet) or from the speech rules (first level > 0.01). */
export function createCallMetrics(
  clock: Clock,
  emit: (event: CallMetricsEvent) => void,
  callId: () => string | null,
) {
  const began = clock.now();
  const since = (at: number) => round(at - began);
  let microphone: number | null = null;
  let connected: number | null = null;
  let firstAudio: number | null = null;
  let assistantTalking = false;
  let visitorLastHeard: number | null = null;
  let totalDroppedFrames = 0;
  return {
    uplinkDropped(frames: number, frameMs: number, bufferedBytes: number) {
      totalDroppedFrames += frames;
      emit({
        type: 'uplink-dropped',
        callId: callId(),
        droppedFrames: frames,
        droppedMs: frames * frameMs,
        totalDroppedFrames,
        bufferedBytes,
      });
    },
    microphoneGranted() {
      microphone ??= clock.now();
    },
    connected() {
      connected ??= clock.now();
    },
    /** A microphone level sample; while the assistant talks it is echo, not the visitor. */
    localLevel(level: number) {
      if (!assistantTalking && level >= VISITOR_SPEAKING_LEVEL) visitorLastHeard = clock.now();
    },
    assistantAudio() {
      if (assistantTalking) return;
      assistantTalking = true;
      const now = clock.now();
      const heard = visitorLastHeard;
      visitorLastHeard = null;
      if (firstAudio === null) {
        firstAudio = now;
        emit({
          type: 'call-start',
          callId: callId(),
          microphoneGrantedMs: microphone === null ? null : since(microphone),
          connectedMs: connected === null ? null : since(connected),
          firstAssistantAudioMs: since(now),
        });
      } else if (heard !== null) {
        emit({
          type: 'turn',
          callId: callId(),
          visitorStoppedMs: since(heard),
          assistantAudioMs: since(now),
          latencyMs: round(now - heard),
        });
      }
    },
    assistantSilent() {
      assistantTalking = false;
    },
  };
}

export type CallMetrics = ReturnType<typeof createCallMetrics>;
