import { VoiceClientError } from '../../core/errors.ts';
import type { TransportLink } from '../Transport.ts';
import type { AudioContextPort } from './audioPort.ts';
import { listen } from './listen.ts';

/**
 * A microphone track that ends during the call (headset unplugged, permission revoked, device
 * taken by another app; `stop()` by the client does not fire `ended`) ends the call with a
 * `microphone-lost` error instead of leaving the visitor talking into nothing.
 */
export function watchMicrophone(track: MediaStreamTrack, link: TransportLink): () => void {
  const onEnded = () =>
    link.ended(
      new VoiceClientError(
        'microphone-lost',
        'The microphone stopped during the call (disconnected, taken by another app or permission revoked)',
      ),
    );
  const unlisten = listen(track, { ended: onEnded });
  if (track.readyState === 'ended') onEnded();
  return unlisten;
}

/**
 * The browser may pause the call's audio mid-call: `interrupted` (Safari: a phone call, Siri,
 * another app took the audio) or `suspended` (the system or browser paused it). That is
 * `audio-start-failed` with snapshot `audioBlocked` (the app shows its sound control, and
 * `resumeAudio()` from a tap resumes); back to `running` by itself, `audioBlocked` clears.
 * `blocked`: the call reported it blocked already; `starting`: a context the browser lets start
 * has not run yet (its first `running` is the start, not a pause that ended).
 */
export function watchAudioContext(
  context: AudioContextPort,
  link: TransportLink,
  initially: { blocked: boolean; starting: boolean } = { blocked: false, starting: false },
): () => void {
  let blocked = initially.blocked;
  let starting = initially.starting;
  return context.onStateChange(() => {
    const { state } = context;
    if (starting) {
      starting = false;
      if (state === 'running') return;
    }
    if ((state === 'interrupted' || state === 'suspended') && !blocked) {
      blocked = true;
      link.audioBlocked(
        new VoiceClientError(
          'audio-start-failed',
          `The browser paused the call's audio (the AudioContext is ${state})`,
        ),
      );
    } else if (state === 'running' && blocked) {
      blocked = false;
      link.audioResumed();
    }
  });
}

/** The slice of `window` the network watch uses. */
type NetworkEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The browser reports the network gone (`offline`: no connection at all, or the device went
 * into flight mode): the call's socket cannot carry audio any more, though TCP may take a minute
 * to notice. The call ends at once with the same `websocket-error` as a lost connection.
 */
export function watchNetwork(
  link: TransportLink,
  target: NetworkEvents | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!target) return () => {};
  const onOffline = () =>
    link.ended(
      new VoiceClientError(
        'websocket-error',
        'The voice connection was lost (the network went offline)',
        {
          cause: { offline: true },
        },
      ),
    );
  return listen(target, { offline: onOffline });
}
