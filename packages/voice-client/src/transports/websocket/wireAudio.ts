import type { TransportLink } from '../Transport.ts';
import { type BargeInRule, createBargeInDetector } from './bargeIn.ts';
import { createLevelWindow } from './levelWindow.ts';
import type { WebSocketConnection } from './WebSocketConnection.ts';

/** Messages of the two worklets (see worklets/*.js). */
type CaptureMessage = { type: 'frame'; pcm: ArrayBuffer; rms: number };
type PlaybackMessage = { type: 'level'; rms: number; playing: boolean } | { type: 'started' };

export interface AudioWiring {
  frameMs: number;
  /** Microphone frames per `local-volume-level` sample (100 ms). */
  framesPerLevel: number;
  bargeIn: BargeInRule | false;
}

/**
 * Routes the worklets' messages: microphone frames to the socket, `local-volume-level` per
 * 100 ms, the barge-in rule; the played audio's level to the speech rules. Returns the unwiring.
 */
export function wireAudio(
  connection: WebSocketConnection,
  link: TransportLink,
  wiring: AudioWiring,
): () => void {
  const { capture, playback } = connection.graph;
  const local = createLevelWindow(wiring.framesPerLevel, (rms) => link.localLevel(rms));
  const bargeIn = wiring.bargeIn ? createBargeInDetector(wiring.bargeIn, wiring.frameMs) : null;
  let assistantPlaying = false;

  capture.port.onmessage = ({ data }) => {
    const message = data as CaptureMessage | null;
    if (message?.type !== 'frame') return;
    try {
      connection.sendAudio(message.pcm);
    } catch (error) {
      link.logger.warn('voice-client: a microphone frame could not be sent', error);
    }
    const rms = connection.isMuted() ? 0 : message.rms;
    local.add(rms);
    if (bargeIn?.feed(rms, assistantPlaying)) {
      connection.flushPlayback();
      assistantPlaying = false;
    }
  };
  playback.port.onmessage = ({ data }) => {
    const message = data as PlaybackMessage | null;
    if (message?.type === 'level') {
      assistantPlaying = message.playing;
      link.remoteLevel(message.rms);
    } else if (message?.type === 'started') {
      assistantPlaying = true;
      bargeIn?.rearm();
      link.assistantAudio();
    }
  };
  return () => {
    capture.port.onmessage = null;
    playback.port.onmessage = null;
  };
}
