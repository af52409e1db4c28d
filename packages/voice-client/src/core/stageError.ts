import { errorMessage, VoiceClientError, type VoiceClientErrorType } from './errors.ts';
import type { CallStartStage } from './events.ts';

/** Stages that fail as `start-method-error` (the official client's catch-all for them). */
const START_METHOD_STAGES: readonly CallStartStage[] = [
  'microphone-permission',
  'web-call-creation',
  'mobile-permissions',
  'websocket-session-creation',
];

/** The error type a stage fails with; every other stage fails as `${stage}-error`. */
const errorTypeOf = (stage: CallStartStage): VoiceClientErrorType =>
  (START_METHOD_STAGES.includes(stage)
    ? 'start-method-error'
    : `${stage}-error`) as VoiceClientErrorType;

/** Wraps a stage failure in the typed error (an abort reason or a typed error passes through). */
export function stageError(stage: CallStartStage, error: unknown): unknown {
  if (typeof error === 'symbol' || error instanceof VoiceClientError) return error;
  return new VoiceClientError(errorTypeOf(stage), errorMessage(error), { cause: error, stage });
}
