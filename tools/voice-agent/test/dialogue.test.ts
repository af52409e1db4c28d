// The local agent's dialogue never claims what its state does not hold: no scripted line says a
// slot was booked, a number noted or an e-mail sent (the agent never holds a booking: the
// server's confirmation says it aloud, when there is one), and no line speaks of slots on the
// screen before the booking tools offered some. A call says "povedzte"/"ťuknite", a written
// conversation "napíšte"/"kliknite".
import { describe, expect, test } from 'vitest';
import { type Channel, dialogueLines, replyFor, SLOVAK_DEMO_DIALOGUE } from '../src/index.ts';

/** Words that claim a booking, a noted number or a sent e-mail. */
const BOOKING_CLAIMS = [
  /poznač/i,
  /zapísal|zapísan|zaznamenal/i,
  /rezervoval|rezervovan/i,
  /dohodnut|dohodli sme/i,
  /potvrden/i,
  /pošleme|poslali|posielame/i,
  /máme vaše|máme váš|vaše číslo|telefónne číslo vám/i,
  /zavoláme vám/i,
];
/** Words that assume slots on the visitor's screen. */
const SLOTS_ON_SCREEN = [/na obrazovke/i, /ťukn/i, /klikn/i, /Iný deň/, /termín si vyberte/i];
// the conversation itself called a "hovor" (the business's "hovory" are another matter)
const CALL_ONLY = [/povedzte/i, /ťukn/i, /\bhovor(e|u)?\b/i];
const CHAT_ONLY = [/napíšte/i, /klikn/i];

const CHANNELS: Channel[] = ['call', 'chat'];
/** Every line of a state: its replies and, past them, the fallback. */
function linesOf(channel: Channel, offered: boolean): string[] {
  const count =
    SLOVAK_DEMO_DIALOGUE.lines[channel][offered ? 'offered' : 'notOffered'].replies.length;
  return Array.from({ length: count + 2 }, (_, turn) =>
    replyFor(SLOVAK_DEMO_DIALOGUE, { channel, turn, offered }),
  );
}

describe('the local dialogue claims nothing its state does not hold', () => {
  test.each(
    CHANNELS.flatMap((channel) => [true, false].map((offered) => [channel, offered] as const)),
  )('%s, slots offered: %s', (channel, offered) => {
    for (const line of linesOf(channel, offered)) {
      for (const claim of BOOKING_CLAIMS) expect(line).not.toMatch(claim);
      if (!offered) for (const screen of SLOTS_ON_SCREEN) expect(line).not.toMatch(screen);
      for (const word of channel === 'call' ? CHAT_ONLY : CALL_ONLY) expect(line).not.toMatch(word);
    }
  });

  test('the greeting says it is an AI and claims nothing', () => {
    expect(SLOVAK_DEMO_DIALOGUE.greeting).toMatch(/umelou inteligenciou/);
    for (const claim of BOOKING_CLAIMS) expect(SLOVAK_DEMO_DIALOGUE.greeting).not.toMatch(claim);
  });

  test('the claims are caught: the lines the issue found would fail', () => {
    const old = [
      'Dobre, poznačil som si to. Na aké telefónne číslo vám môžeme zavolať?',
      'Ďakujem. Pred ukážkou vám pošleme potvrdenie e-mailom aj s krátkym dotazníkom o vašej firme.',
    ];
    for (const line of old) expect(BOOKING_CLAIMS.some((claim) => claim.test(line))).toBe(true);
  });

  test('every spoken line is synthesized ahead (both states), each once', () => {
    const spoken = dialogueLines(SLOVAK_DEMO_DIALOGUE);
    for (const offered of [true, false]) {
      for (const line of linesOf('call', offered)) expect(spoken).toContain(line);
    }
    expect(new Set(spoken).size).toBe(spoken.length);
  });
});
