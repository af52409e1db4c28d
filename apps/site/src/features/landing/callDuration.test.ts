import { describe, expect, test } from 'vitest';
import { callNoticeText } from '../../copy/callNotice.ts';
import type { VoicePhase } from '../voice-session/voicePhase.ts';
import { formatCallDuration } from './callDuration.ts';
import { voiceAnnouncement } from './voiceAnnouncements.ts';

describe('formatCallDuration', () => {
  test.each([
    [0, '0:00'],
    [999, '0:00'],
    [9_500, '0:09'],
    [61_000, '1:01'],
    [10 * 60_000 + 5_000, '10:05'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d ms -> %s', (ms, shown) => expect(formatCallDuration(ms)).toBe(shown));
});

describe('callNoticeText', () => {
  test.each([
    [0, /nenahráva/],
    [30, /môže byť nahrávaný \(nahrávku uchovávame najdlhšie 30\u00a0dní\)/],
    [null, /môže byť nahrávaný a/],
  ])('recording days %s', (days, recording) => {
    const text = callNoticeText(days, 5);
    expect(text).toMatch(/^Hovoríte s\u00a0AI asistentom/);
    expect(text).toMatch(recording);
    expect(text).toMatch(/najviac 5\u00a0minút\.$/);
  });
});

describe('voiceAnnouncement', () => {
  const at = (phase: VoicePhase, muted = false) => ({ phase, muted });
  test.each([
    ['idle -> connecting', at('idle'), at('connecting'), 'Pripájam hlasového asistenta.'],
    [
      'connecting -> listening',
      at('connecting'),
      at('listening'),
      'Hovor sa začal. Asistent vás počuje.',
    ],
    ['muted', at('listening'), at('muted', true), 'Mikrofón je stlmený.'],
    ['unmuted', at('muted', true), at('listening'), 'Mikrofón je zapnutý.'],
    [
      'muted while the assistant speaks',
      at('speaking'),
      at('speaking', true),
      'Mikrofón je stlmený.',
    ],
    ['listening -> idle', at('listening'), at('idle'), 'Hovor sa skončil.'],
    ['reconnecting -> idle (the call broke)', at('reconnecting'), at('idle'), 'Hovor sa skončil.'],
    ['a start that failed', at('connecting'), at('idle'), null],
    ['turns of the call', at('listening'), at('speaking'), null],
    ['a lost connection coming back', at('reconnecting'), at('listening'), null],
    ['nothing changed', at('listening'), at('listening'), null],
  ])('%s', (_title, before, after, said) => expect(voiceAnnouncement(before, after)).toBe(said));
});
