import type { CallRun } from './CallRun.ts';
import type {
  CallObject,
  CallObjectEventName,
  CallObjectHandler,
  CallParticipant,
} from './callObject.ts';
import type { Emitter } from './emitter.ts';
import type { VoiceClientEvents } from './events.ts';
import { ASSISTANT_SPEAKER_NAME, type ResolvedOptions } from './options.ts';
import { parseAppMessage } from './parseAppMessage.ts';
import { createSpeechDetector } from './speechDetector.ts';
import type { SnapshotStore } from './state.ts';

export interface CallHandlerContext {
  options: ResolvedOptions;
  emitter: Emitter<VoiceClientEvents>;
  store: SnapshotStore;
  desiredVolume(): number | null;
  onListening(run: CallRun): void;
  onLeft(run: CallRun): void;
  onFatal(run: CallRun, event: unknown): void;
}

const PASS_THROUGH = [
  'camera-error',
  'network-quality-change',
  'network-connection',
  'recording-stopped',
  'recording-stats',
  'recording-error',
  'recording-upload-completed',
] as const;

const isSpeaker = (p: CallParticipant | null | undefined): p is CallParticipant =>
  !!p && !p.local && p.user_name === ASSISTANT_SPEAKER_NAME;

/** Subscribes one run to its call object's events; returns the function that unsubscribes all. */
export function attachCallHandlers(
  run: CallRun,
  call: CallObject,
  ctx: CallHandlerContext,
): () => void {
  const { emitter, options, store } = ctx;
  const { logger, clock } = options;
  const speech = createSpeechDetector(clock, {
    onVolume: (volume) => {
      store.update({ volume: Math.round(volume * 100) / 100 });
      emitter.emit('volume-level', volume);
    },
    onSpeechStart: () => {
      store.update({ isSpeaking: true });
      emitter.emit('speech-start');
    },
    onSpeechEnd: () => {
      store.update({ isSpeaking: false });
      emitter.emit('speech-end');
    },
  });

  const attachAudio = (track: MediaStreamTrack) => {
    run.removeAudio();
    const element = options.createAudioElement(track);
    run.audio = element;
    run.audioTrack = track;
    const volume = ctx.desiredVolume();
    if (volume !== null) element.volume = volume;
    const sendPlayable = () => {
      if (run.aborted || run.audio !== element) return;
      call.sendAppMessage('playable');
    };
    Promise.resolve()
      .then(() => element.play())
      .catch((error: unknown) => logger.warn('voice-client: assistant audio did not play', error))
      .then(sendPlayable);
  };

  const handlers: Partial<Record<CallObjectEventName, CallObjectHandler>> = {
    'participant-joined': (event) => {
      const p = event?.participant as CallParticipant | undefined;
      if (!p || p.local) return;
      call.updateParticipant(p.session_id, {
        setSubscribedTracks: { audio: true, video: run.videoWanted },
      });
    },
    'participant-updated': (event) => {
      if (event?.participant) emitter.emit('daily-participant-updated', event.participant);
    },
    'participant-left': (event) => {
      if (isSpeaker(event?.participant)) run.removeAudio();
      // The agent left and nobody remote remains: the call is over (never stuck "active").
      const remote = Object.values(call.participants()).filter((p) => !p.local);
      if (run.listening && remote.every((p) => p.session_id === event?.participant?.session_id)) {
        ctx.onLeft(run);
      }
    },
    'track-started': (event) => {
      const p = event?.participant as CallParticipant | null;
      if (!p || p.local || !event.track) return;
      if (event.type === 'video') emitter.emit('video', event.track);
      else if (event.type === 'audio' && isSpeaker(p)) attachAudio(event.track);
    },
    'track-stopped': (event) => {
      if (event?.track && event.track === run.audioTrack) run.removeAudio();
    },
    'app-message': (event) => {
      const parsed = parseAppMessage(event?.data, options.maxIncomingMessageChars);
      if (parsed.kind === 'listening') return ctx.onListening(run);
      if (parsed.kind === 'invalid') {
        logger.warn(`voice-client: ignored an app message (${parsed.reason})`);
        if (parsed.suspicious) {
          options.securityLogger.log('suspicious_activity', 'voice-client.app-message', {
            reason: parsed.reason,
          });
        }
        return;
      }
      const { message } = parsed;
      if (!parsed.known) logger.warn(`voice-client: unknown message type "${message.type}"`);
      if (message.type === 'status-update' && message.status === 'ended')
        run.endedStatusSeen = true;
      emitter.emit('message', message);
    },
    'remote-participants-audio-level': (event) => speech.feed(event?.participantsAudioLevel),
    'local-audio-level': (event) => {
      if (typeof event?.audioLevel === 'number')
        emitter.emit('local-volume-level', event.audioLevel);
    },
    error: (event) => ctx.onFatal(run, event),
    'nonfatal-error': (event) => {
      logger.warn(`voice-client: non-fatal call error ${event?.type}`, event?.errorMsg);
      if (event?.type !== 'audio-processor-error') return;
      call
        .updateInputSettings({ audio: { processor: { type: 'none' } } })
        .then(() => call.setLocalAudio(true))
        .catch((error: unknown) =>
          logger.warn('voice-client: noise-cancellation fallback failed', error),
        );
    },
    'recording-started': (event) => {
      emitter.emit('recording-started', event ?? {});
      if (!run.videoWanted || run.firstMessageSent || run.recordingRequestedAt === null) return;
      run.firstMessageSent = true;
      const delaySeconds = Math.max(0, clock.now() - run.recordingRequestedAt) / 1000;
      call.sendAppMessage(
        JSON.stringify({
          type: 'control',
          control: 'say-first-message',
          videoRecordingStartDelaySeconds: Math.round(delaySeconds * 1000) / 1000,
        }),
      );
    },
    'left-meeting': () => ctx.onLeft(run),
  };
  for (const name of PASS_THROUGH) {
    handlers[name] = (event) => emitter.emit(name, event ?? {});
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
    speech.dispose();
  };
}
