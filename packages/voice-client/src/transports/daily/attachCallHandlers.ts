import { errorMessage, VoiceClientError } from '../../core/errors.ts';
import type { TransportLink } from '../Transport.ts';
import type { AudioElementLike } from './audioOutput.ts';
import type { CallObjectEventName, CallObjectHandler, CallParticipant } from './callObject.ts';
import type { DailyConnection } from './DailyConnection.ts';
import { ASSISTANT_SPEAKER_NAME, type ResolvedDailyOptions } from './options.ts';
import { watchConnection } from './watchConnection.ts';

/** A Daily fatal `error` event as the client's typed error (`fatalType` = Daily's type). */
export function fatalError(event: unknown): VoiceClientError {
  const details = (event as { error?: { type?: string } } | null)?.error;
  return new VoiceClientError('daily-error', errorMessage(event), {
    cause: event,
    fatalType: details?.type,
  });
}

/** Daily's remote level sample: the sum over remote participants, finite positive values only. */
function sumLevels(levels: Record<string, number> | undefined): number {
  let sum = 0;
  for (const value of Object.values(levels ?? {})) {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) sum += value;
  }
  return sum;
}

const PASS_THROUGH = [
  'camera-error',
  'network-quality-change',
  'recording-stopped',
  'recording-stats',
  'recording-error',
  'recording-upload-completed',
] as const;

const isSpeaker = (p: CallParticipant | null | undefined): p is CallParticipant =>
  !!p && !p.local && p.user_name === ASSISTANT_SPEAKER_NAME;

/** Subscribes one call to its call object's events; returns the function that unsubscribes all. */
export function attachCallHandlers(
  connection: DailyConnection,
  link: TransportLink,
  options: ResolvedDailyOptions,
): () => void {
  const call = connection.native;
  const { logger, clock } = link;

  const attachAudio = (track: MediaStreamTrack, participantId: string) => {
    connection.removeAudio();
    const element = options.createAudioElement(track, participantId);
    connection.audio = element;
    connection.audioTrack = track;
    connection.audioParticipant = participantId;
    const volume = link.volume();
    if (volume !== null) element.volume = volume;
    connection.playback = () => startPlayback(element, false);
    link.emit('audio', element);
    void startPlayback(element, true);
  };

  /**
   * Plays the element; only once it really plays is the server told `playable` (it waits for that
   * before speaking). A blocked autoplay is `audio-start-failed` until `resumeAudio()`.
   */
  const startPlayback = async (element: AudioElementLike, first: boolean): Promise<boolean> => {
    const current = () => !link.signal.aborted && connection.audio === element;
    try {
      await element.play();
    } catch (error) {
      if (first && current()) {
        link.audioBlocked(
          new VoiceClientError('audio-start-failed', errorMessage(error), { cause: error }),
        );
      }
      return false;
    }
    if (!current()) return false;
    call.sendAppMessage('playable');
    return true;
  };

  const network = watchConnection(link, options.reconnectTimeoutMs);
  const handlers: Partial<Record<CallObjectEventName, CallObjectHandler>> = {
    'network-connection': (event) => {
      link.emit('network-connection', event ?? {});
      network.onEvent(event);
    },
    'participant-joined': (event) => {
      const p = event?.participant as CallParticipant | undefined;
      if (!p || p.local) return;
      call.updateParticipant(p.session_id, {
        setSubscribedTracks: { audio: true, video: connection.videoWanted },
      });
    },
    'participant-updated': (event) => {
      if (event?.participant) link.emit('daily-participant-updated', event.participant);
    },
    'participant-left': (event) => {
      const leaving = event?.participant?.session_id;
      // only the leaving speaker's element goes (another speaker may play by now)
      if (isSpeaker(event?.participant) && connection.audioParticipant === leaving) {
        connection.removeAudio();
      }
      // The agent left and nobody remote remains: the call is over (never stuck "active").
      const remote = Object.values(call.participants()).filter((p) => !p.local);
      if (connection.isListening && remote.every((p) => p.session_id === leaving)) {
        link.ended();
      }
    },
    'track-started': (event) => {
      const p = event?.participant as CallParticipant | null;
      if (!p || p.local || !event.track) return;
      if (event.type === 'video') link.emit('video', event.track);
      else if (event.type === 'audio' && isSpeaker(p)) attachAudio(event.track, p.session_id);
    },
    'track-stopped': (event) => {
      if (event?.track && event.track === connection.audioTrack) connection.removeAudio();
    },
    'app-message': (event) => {
      if (event?.data === 'listening') connection.listening();
      else link.message(event?.data);
    },
    'remote-participants-audio-level': (event) =>
      link.remoteLevel(sumLevels(event?.participantsAudioLevel)),
    'local-audio-level': (event) => {
      if (typeof event?.audioLevel === 'number') link.localLevel(event.audioLevel);
    },
    error: (event) => link.ended(fatalError(event)),
    'nonfatal-error': (event) => {
      logger.warn(`voice-client: non-fatal call error ${event?.type}`, event?.errorMsg);
      if (event?.type !== 'audio-processor-error') return;
      call
        .updateInputSettings({ audio: { processor: { type: 'none' } } })
        // re-enable the microphone Krisp held, unless the visitor muted it
        .then(() => call.setLocalAudio(!link.muted()))
        .catch((error: unknown) =>
          logger.warn('voice-client: noise-cancellation fallback failed', error),
        );
    },
    'recording-started': (event) => {
      link.emit('recording-started', event ?? {});
      const requestedAt = connection.recordingRequestedAt;
      if (!connection.videoWanted || connection.firstMessageSent || requestedAt === null) return;
      connection.firstMessageSent = true;
      const delaySeconds = Math.max(0, clock.now() - requestedAt) / 1000;
      link.progress('video-recording-started', 'completed', { delaySeconds });
      call.sendAppMessage(
        JSON.stringify({
          type: 'control',
          control: 'say-first-message',
          videoRecordingStartDelaySeconds: Math.round(delaySeconds * 1000) / 1000,
        }),
      );
    },
    'left-meeting': () => link.ended(),
  };
  for (const name of PASS_THROUGH) {
    handlers[name] = (event) => link.emit(name, event ?? {});
  }

  // Handlers never throw into the call library (a bad payload or element factory is logged).
  const entries = (Object.entries(handlers) as [CallObjectEventName, CallObjectHandler][]).map(
    ([name, handler]): [CallObjectEventName, CallObjectHandler] => [
      name,
      (event) => {
        try {
          handler(event);
        } catch (error) {
          logger.error(`voice-client: handling "${name}" failed`, error);
        }
      },
    ],
  );
  for (const [name, handler] of entries) call.on(name, handler);
  return () => {
    for (const [name, handler] of entries) call.off(name, handler);
    network.dispose();
  };
}
