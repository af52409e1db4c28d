import { type CallStatus, INITIAL_SNAPSHOT } from '@hlasovy-asistent/voice-client';
import { describe, expect, test } from 'vitest';
import { isInCall, type PhaseInput, type VoicePhase, voicePhase } from './voicePhase.ts';

const call = (status: CallStatus, flags: Partial<PhaseInput> = {}): PhaseInput => ({
  ...INITIAL_SNAPSHOT,
  status,
  ...flags,
});

describe('voicePhase', () => {
  test.each<[string, PhaseInput, boolean, VoicePhase]>([
    ['nothing yet', INITIAL_SNAPSHOT, false, 'idle'],
    ['the site prepares the start (config, chunk)', INITIAL_SNAPSHOT, true, 'connecting'],
    ['a new start after an ended call', call('ended'), true, 'connecting'],
    ['the client starts', call('starting'), false, 'connecting'],
    ['the client connects', call('connecting'), true, 'connecting'],
    ['the assistant listens', call('active'), false, 'listening'],
    ['the assistant speaks', call('active', { isSpeaking: true }), false, 'speaking'],
    ['muted', call('active', { isMuted: true }), false, 'muted'],
    [
      'muted while it speaks',
      call('active', { isMuted: true, isSpeaking: true }),
      false,
      'speaking',
    ],
    [
      'reconnecting outranks speech',
      call('active', { reconnecting: true, isSpeaking: true }),
      false,
      'reconnecting',
    ],
    ['the call ends', call('ending'), false, 'idle'],
    ['the call ended', call('ended'), false, 'idle'],
    ['the start failed', call('error'), false, 'idle'],
    // a speaking flag left over outside a call is no speech
    [
      'stale flags outside a call',
      call('ended', { isSpeaking: true, isMuted: true }),
      false,
      'idle',
    ],
  ])('%s', (_title, snapshot, preparing, phase) => {
    expect(voicePhase(snapshot, preparing)).toBe(phase);
  });

  test("the assistant's turn by the server's word: speaking before its first audio and between words", () => {
    // the greeting before its audio plays, a pause inside a line: not "listening"
    expect(voicePhase(call('active'), false, true)).toBe('speaking');
    expect(voicePhase(call('active', { isMuted: true }), false, true)).toBe('speaking');
    expect(voicePhase(call('active', { reconnecting: true }), false, true)).toBe('reconnecting');
    // outside a call the turn means nothing
    expect(voicePhase(call('ended'), false, true)).toBe('idle');
  });

  test('in a call: listening, speaking, muted, reconnecting', () => {
    const phases: VoicePhase[] = [
      'idle',
      'connecting',
      'listening',
      'speaking',
      'muted',
      'reconnecting',
    ];
    expect(phases.filter(isInCall)).toEqual(['listening', 'speaking', 'muted', 'reconnecting']);
  });
});
