import { expect, test, vi } from 'vitest';
import { VoiceClientError } from '../../src/core/errors.ts';
import type { TransportLink } from '../../src/transports/Transport.ts';
import { watchNetwork } from '../../src/transports/websocket/watchDevices.ts';

test('the browser going offline ends the call with a websocket-error; unwatched, nothing', () => {
  const ended = vi.fn();
  const network = new EventTarget();
  const unwatch = watchNetwork({ ended } as unknown as TransportLink, network);
  network.dispatchEvent(new Event('online'));
  expect(ended).not.toHaveBeenCalled();
  network.dispatchEvent(new Event('offline'));
  expect(ended).toHaveBeenCalledTimes(1);
  const [error] = ended.mock.calls[0] as [VoiceClientError];
  expect(error).toBeInstanceOf(VoiceClientError);
  expect(error.type).toBe('websocket-error');
  unwatch();
  network.dispatchEvent(new Event('offline'));
  expect(ended).toHaveBeenCalledTimes(1);
});
