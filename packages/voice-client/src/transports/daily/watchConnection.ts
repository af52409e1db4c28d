import { VoiceClientError } from '../../core/errors.ts';
import type { TransportLink } from '../Transport.ts';

/** How long Daily may try to get a dropped connection back before the call ends. */
export const RECONNECT_TIMEOUT_MS = 20_000;

/**
 * Follows Daily's `network-connection` events (`interrupted` / `connected` per connection type:
 * signaling, sfu, peer-to-peer): while any is interrupted the snapshot says `reconnecting`; one
 * that stays interrupted for `limitMs` ends the call with a `connection-error`. Returns the
 * event handler and the cleanup.
 */
export function watchConnection(link: TransportLink, limitMs: number) {
  const interrupted = new Set<string>();
  let timer: unknown = null;
  const clear = () => {
    if (timer !== null) link.clock.clearTimeout(timer);
    timer = null;
  };
  const onEvent = (event: { type?: unknown; event?: unknown } | undefined) => {
    const type = String(event?.type ?? 'unknown');
    if (event?.event === 'interrupted') interrupted.add(type);
    else if (event?.event === 'connected') interrupted.delete(type);
    else return;
    link.reconnecting(interrupted.size > 0);
    if (interrupted.size === 0) clear();
    else if (timer === null) {
      timer = link.clock.setTimeout(() => {
        timer = null;
        link.ended(
          new VoiceClientError(
            'daily-error',
            `The connection was lost and did not come back within ${Math.round(limitMs / 1000)} s`,
            { fatalType: 'connection-error' },
          ),
        );
      }, limitMs);
    }
  };
  return { onEvent, dispose: clear };
}
