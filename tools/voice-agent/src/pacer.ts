// Audio out in real time: 20 ms frames (640 bytes at 16 kHz, the last one padded with silence),
// each sent `leadMs` before its playback time so the client's jitter buffer never runs dry, and
// never more than that ahead, so a barge-in has little audio in flight to flush. Times are taken
// from one start instant, so late timers catch up instead of drifting.
import type { Clock, TimerHandle } from './clock.ts';
import { bytesFromSamples, samplesPerMs } from './pcm.ts';

export interface PacerOptions {
  clock: Clock;
  sampleRate: number;
  send(frame: Uint8Array): void;
  /** After each batch of frames, with the audio time played so far (ms). */
  onProgress?(playedMs: number): void;
  /** When the last frame has played (not merely been sent). */
  onDone(): void;
  /** Frame length (default 20 ms). */
  frameMs?: number;
  /** How far ahead of playback frames are sent (default 40 ms). */
  leadMs?: number;
}

export interface Playback {
  readonly durationMs: number;
  /** Audio time played so far, ms. */
  playedMs(): number;
  /** Stops sending; returns the audio time played (frozen from then on). onDone is not called. */
  stop(): number;
}

export function playPaced(samples: Int16Array, options: PacerOptions): Playback {
  const { clock } = options;
  const frameMs = options.frameMs ?? 20;
  const leadMs = options.leadMs ?? 40;
  const frameSamples = samplesPerMs(options.sampleRate, frameMs);
  const frames = Math.ceil(samples.length / frameSamples);
  const total = frames * frameMs;
  const start = clock.now();
  let sent = 0;
  let timer: TimerHandle | undefined;
  let finished = false;
  let stoppedAt: number | undefined;

  const playedMs = () => stoppedAt ?? Math.min(total, Math.max(0, clock.now() - start));
  const frame = (index: number) => {
    const chunk = new Int16Array(frameSamples);
    chunk.set(samples.subarray(index * frameSamples, (index + 1) * frameSamples));
    return bytesFromSamples(chunk);
  };

  const tick = () => {
    timer = undefined;
    if (finished) return;
    const elapsed = clock.now() - start;
    while (sent < frames && sent * frameMs <= elapsed + leadMs) {
      options.send(frame(sent));
      sent += 1;
    }
    options.onProgress?.(playedMs());
    if (finished) return; // a send or progress callback may have stopped playback
    if (sent < frames) {
      timer = clock.setTimeout(tick, Math.max(1, sent * frameMs - leadMs - elapsed));
    } else if (elapsed < total) {
      timer = clock.setTimeout(tick, total - elapsed);
    } else {
      finished = true;
      options.onDone();
    }
  };
  // Empty audio finishes on the next turn of the clock, never inside this call.
  if (frames === 0) timer = clock.setTimeout(tick, 0);
  else tick();

  return {
    durationMs: total,
    playedMs,
    stop() {
      stoppedAt = playedMs();
      finished = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      return stoppedAt;
    },
  };
}
