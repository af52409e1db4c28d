import { describe, expect, test } from 'vitest';
import { formatCallDuration, minutesSk } from './callDuration.ts';
import { callNoticeText } from './callNoticeText.ts';
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

describe('minutesSk', () => {
  test.each([
    [1, '1\u00a0minútu'],
    [3, '3\u00a0minúty'],
    [5, '5\u00a0minút'],
  ])('%d', (n, text) => expect(minutesSk(n)).toBe(text));
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
  const at = (status: 'idle' | 'connecting' | 'active' | 'ended', muted = false) => ({
    status,
    muted,
  });
  test.each([
    ['idle -> connecting', at('idle'), at('connecting'), 'Pripájam hlasového asistenta.'],
    [
      'connecting -> active',
      at('connecting'),
      at('active'),
      'Hovor sa začal. Asistent vás počuje.',
    ],
    ['muted', at('active'), at('active', true), 'Mikrofón je stlmený.'],
    ['unmuted', at('active', true), at('active'), 'Mikrofón je zapnutý.'],
    ['active -> ended', at('active'), at('ended'), 'Hovor sa skončil.'],
    ['a start that failed', at('connecting'), at('idle'), null],
    ['nothing changed', at('active'), at('active'), null],
  ])('%s', (_title, before, after, said) => expect(voiceAnnouncement(before, after)).toBe(said));
});
