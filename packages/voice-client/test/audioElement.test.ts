// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { createHiddenAudioElement } from '../src/transports/daily/index.ts';

test('the default assistant element is hidden, autoplays the track and carries data-participant-id', () => {
  // jsdom has no MediaStream; the element only needs something to hold the track
  const track = { kind: 'audio' } as MediaStreamTrack;
  const element = createHiddenAudioElement(track, 'speaker-9', {
    createStream: (tracks) => ({ tracks }) as unknown as MediaStream,
  }) as HTMLAudioElement;
  expect(element.dataset.participantId).toBe('speaker-9');
  expect(element.getAttribute('data-participant-id')).toBe('speaker-9');
  expect(element.hidden && element.autoplay).toBe(true);
  expect(element.isConnected).toBe(true);
  element.remove();
});
