/**
 * What the browser says about the microphone before it is asked for: `granted` (the visitor
 * allowed it before), `denied`, `prompt`, or `unknown` (no Permissions API, or a browser that
 * does not know the `microphone` name).
 */
export type MicrophonePermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The answer, kept up to date by the browser (the Permissions API's `PermissionStatus`). */
export interface MicrophonePermissionStatus {
  readonly state: MicrophonePermission;
}

export type QueryMicrophonePermission = () => Promise<MicrophonePermissionStatus>;

/** The Permissions API's live status, read when called (never at import time). */
export const browserMicrophonePermission: QueryMicrophonePermission = () =>
  navigator.permissions.query({
    name: 'microphone' as PermissionName,
  }) as Promise<MicrophonePermissionStatus>;

/**
 * The transport's view of the permission: queried once (by `preload()` or the first call) and
 * then read synchronously, so a call can tell at the tap whether it may ask for its session. A
 * browser without the Permissions API, or that does not know `microphone`, answers `unknown`.
 */
export function createPermissionWatch(query: QueryMicrophonePermission) {
  let status: MicrophonePermissionStatus | undefined;
  let pending: Promise<MicrophonePermissionStatus> | undefined;
  return {
    /** Starts the query (once); resolves with the live status. */
    watch: () =>
      (pending ??= Promise.resolve()
        .then(query)
        .catch((): MicrophonePermissionStatus => ({ state: 'unknown' }))
        .then((answer) => (status = answer))),
    /** The state now, if the query has answered. */
    now: () => status?.state,
  };
}

export type PermissionWatch = ReturnType<typeof createPermissionWatch>;
