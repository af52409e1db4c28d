import type { CameraErrorType } from '../core/errors.ts';

/**
 * What went wrong with the microphone, from getUserMedia's DOMException name, in the names the
 * call library uses for its `camera-error`: the UI can tell "allow the
 * microphone" (`permissions`) from "connect one" (`not-found`) and "close the other app"
 * (`mic-in-use`).
 */
export function microphoneErrorType(error: unknown): CameraErrorType {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'permissions';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'not-found';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'mic-in-use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'constraints';
    case 'TypeError':
      return 'undefined-mediadevices';
    default:
      return 'unknown';
  }
}
