import type { TransportLink } from '../transports/Transport.ts';
import type { CallRun } from './CallRun.ts';
import { createCallMetrics } from './callMetrics.ts';
import type { Emitter } from './emitter.ts';
import type { VoiceClientError } from './errors.ts';
import type { VoiceClientEvents } from './events.ts';
import type { ResolvedCoreOptions } from './options.ts';
import { parseServerMessage } from './parseServerMessage.ts';
import { runStep } from './runStep.ts';
import type { ServerMessage } from './serverMessages.ts';
import { createSpeechDetector } from './speechDetector.ts';
import type { SnapshotStore } from './state.ts';

/** What the lifecycle does when the transport reports a turn of the call. */
interface LinkHooks {
  connecting(): void;
  /** Client messages can flow now (queued ones are written). */
  joined(): void;
  listening(): void;
  ended(error?: VoiceClientError): void;
  volume(): number | null;
}

export interface LinkDeps {
  emitter: Emitter<VoiceClientEvents>;
  store: SnapshotStore;
  options: ResolvedCoreOptions;
  hooks: LinkHooks;
}

/** The transport's handle on one run. Inputs after the run was aborted are ignored. */
export function createLink(run: CallRun<unknown>, deps: LinkDeps): TransportLink {
  const { emitter, store, options, hooks } = deps;
  const { logger, securityLogger, clock } = options;
  const live = () => !run.aborted;
  const metrics = createCallMetrics(
    clock,
    (event) => emitter.emit('metrics', event),
    () => store.getSnapshot().callId,
  );
  run.metrics = metrics;
  const speech = createSpeechDetector(clock, {
    onVolume: (volume) => {
      store.update({ volume: Math.round(volume * 100) / 100 });
      emitter.emit('volume-level', volume);
    },
    onSpeechStart: () => {
      store.update({ isSpeaking: true });
      metrics.assistantAudio();
      emitter.emit('speech-start');
    },
    onSpeechEnd: () => {
      store.update({ isSpeaking: false });
      metrics.assistantSilent();
      emitter.emit('speech-end');
    },
  });
  run.own(() => speech.dispose());

  const message = (data: unknown): ServerMessage | null => {
    const parsed = parseServerMessage(data, options.maxIncomingMessageChars);
    if (parsed.kind === 'listening') {
      hooks.listening();
      return null;
    }
    if (parsed.kind === 'invalid') {
      logger.warn(`voice-client: ignored an app message (${parsed.reason})`);
      if (parsed.suspicious) {
        securityLogger.log('suspicious_activity', 'voice-client.app-message', {
          reason: parsed.reason,
        });
      }
      return null;
    }
    const parsedMessage = parsed.message;
    if (!parsed.known) logger.warn(`voice-client: unknown message type "${parsedMessage.type}"`);
    if (parsedMessage.type === 'status-update' && parsedMessage.status === 'ended') {
      run.endedStatusSeen = true;
    }
    emitter.emit('message', parsedMessage);
    return parsedMessage;
  };

  return {
    clock,
    logger,
    securityLogger,
    signal: run.controller.signal,
    step: async (stage, work, stepOptions) => {
      const result = await runStep(run, emitter, options, stage, work, stepOptions);
      if (stage === 'microphone-permission') metrics.microphoneGranted();
      return result;
    },
    progress(stage, status, metadata) {
      if (!live()) return;
      emitter.emit('call-start-progress', {
        stage,
        status,
        timestamp: new Date().toISOString(),
        ...(metadata ? { metadata } : {}),
      });
    },
    own: (release) => run.own(release),
    acquire: (pending, release, exclusive) => run.acquire(pending, release, exclusive),
    attach(connection) {
      if (live()) run.connection = connection;
    },
    joined() {
      if (!live()) return;
      run.joined = true;
      hooks.joined();
    },
    identify(callId) {
      if (!live()) return;
      run.created = true;
      store.update({ callId });
    },
    connecting() {
      if (live()) hooks.connecting();
    },
    listening() {
      if (live()) hooks.listening();
    },
    ended(error) {
      if (live()) hooks.ended(error);
    },
    remoteLevel(level) {
      if (live()) speech.feed(level);
    },
    assistantAudio() {
      if (live()) metrics.assistantAudio();
    },
    localLevel(level) {
      // a broken sample (NaN, Infinity) is dropped, never passed on
      if (live() && Number.isFinite(level)) {
        const value = Math.min(1, Math.max(0, level));
        metrics.localLevel(value);
        emitter.emit('local-volume-level', value);
      }
    },
    message: (data) => (live() ? message(data) : null),
    error(error) {
      if (live()) emitter.emit('error', error);
    },
    reconnecting(on) {
      if (live()) store.update({ reconnecting: on });
    },
    audioBlocked(error) {
      if (!live()) return;
      store.update({ audioBlocked: true });
      emitter.emit('error', error);
    },
    audioResumed() {
      if (live()) store.update({ audioBlocked: false });
    },
    uplinkDropped({ frames, frameMs, bufferedBytes }) {
      if (live()) metrics.uplinkDropped(frames, frameMs, bufferedBytes);
    },
    emit(event, ...args) {
      if (live()) emitter.emit(event, ...args);
    },
    volume: () => hooks.volume(),
    muted: () => run.muted,
    listened: (event) => emitter.listenerCount(event) > 0,
  };
}
