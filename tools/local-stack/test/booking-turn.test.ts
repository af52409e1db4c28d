// The local Vapi's booking step (src/booking-turn.ts, src/chat-slot-choice.ts): which tool a
// visitor's turn runs, the days and hours the words ask for, and the lines that go with a
// result: worded for the channel, by the one Slovak date formatter, claiming no booking.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoSlotOffer, selectedSlotIdMention, slotIdMention } from '@hlasovy-asistent/validation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookingStep, choiceLine, offerLine, runBookingStep } from '../src/booking-turn.ts';
import { askedSlots } from '../src/chat-slot-choice.ts';

// Monday 30 November 2026, 10:00 in Bratislava
const NOW = new Date('2026-11-30T09:00:00Z');
const MON_11 = demoSlotOffer('2026-11-30', '11:00');
const MON_12 = demoSlotOffer('2026-11-30', '12:00');
const TUE_09 = demoSlotOffer('2026-12-01', '09:00');
const OFFERED = [MON_11, MON_12];

describe('what a turn runs', () => {
  test.each([
    [
      'the first spoken turn: the offer',
      { index: 0, text: null },
      [],
      { tool: 'demo_slots', args: {} },
    ],
    ['a later spoken turn: nothing (no speech recognition)', { index: 1, text: null }, [], null],
    [
      'a choice among the offered: select',
      { index: 2, text: 'ten druhý' },
      OFFERED,
      { tool: 'select_demo_slot', slot: MON_12 },
    ],
    [
      'a slot named before any offer: the offer',
      { index: 3, text: 'Hodí sa mi ten druhý termín.' },
      [],
      { tool: 'demo_slots', args: {} },
    ],
    [
      'another day',
      { index: 2, text: 'Hodí sa mi iný deň.' },
      OFFERED,
      { tool: 'demo_slots', args: { date: '2026-12-01' }, anotherDay: true },
    ],
    [
      'a weekday in the afternoon',
      { index: 2, text: 'Môže byť vo štvrtok popoludní?' },
      OFFERED,
      { tool: 'demo_slots', args: { date: '2026-12-03', time: '12:00' } },
    ],
    [
      'tomorrow at two',
      { index: 2, text: 'Zajtra o druhej.' },
      OFFERED,
      { tool: 'demo_slots', args: { date: '2026-12-01', time: '14:00' } },
    ],
    [
      'a question after the offer: a scripted line',
      { index: 2, text: 'Koľko to stojí?' },
      OFFERED,
      null,
    ],
  ] as const)('%s', (_name, turn, offered, step) => {
    const got = bookingStep(turn, offered, NOW);
    if (step === null) expect(got).toBeNull();
    else expect(got).toMatchObject(step);
  });

  test('"v pondelok" said on a Monday is today; "pozajtra" two days on; nothing asked: null', () => {
    expect(askedSlots('v pondelok ráno', [], NOW)).toEqual({
      date: '2026-11-30',
      anotherDay: false,
    });
    expect(askedSlots('pozajtra', [], NOW)).toEqual({ date: '2026-12-02', anotherDay: false });
    expect(askedSlots('Ďakujem, to je všetko.', OFFERED, NOW)).toBeNull();
  });
});

/** Words that claim a booking, a noted number or a sent e-mail. */
const BOOKING_CLAIMS =
  /poznač|zapísal|rezervoval|rezervovan|dohodnut|potvrden[ýáé]|pošleme|zavoláme vám/i;

describe('the lines of a result', () => {
  const offer = { tool: 'demo_slots', args: {}, anotherDay: false } as const;

  test('a call says the slots as a person does, each day once, and how to choose by voice or tap', () => {
    expect(offerLine([MON_11, MON_12, TUE_09], offer, 'call', NOW)).toBe(
      'Ukážku vám môžem dohodnúť hneď. Voľné termíny mám dnes o jedenástej a o dvanástej a zajtra o deviatej. Vyberte si ťuknutím na obrazovke alebo mi povedzte, ktorý vám vyhovuje.',
    );
  });

  test('a chat writes them (no leading zero) and says click or write', () => {
    expect(offerLine([TUE_09], { ...offer, anotherDay: true }, 'chat', NOW)).toBe(
      'Ďalšie voľné termíny mám zajtra o 9:00. Kliknite na termín, ktorý vám vyhovuje, alebo mi ho napíšte.',
    );
  });

  test('a day asked for that has none is said before the next ones', () => {
    const sunday = { tool: 'demo_slots', args: { date: '2026-12-06' }, anotherDay: false } as const;
    expect(offerLine([demoSlotOffer('2026-12-07', '09:00')], sunday, 'chat', NOW)).toBe(
      'V nedeľu 6. decembra nemám voľný termín. Voľné termíny mám v pondelok 7. decembra o 9:00. Kliknite na termín, ktorý vám vyhovuje, alebo mi ho napíšte.',
    );
  });

  test('the choice: open on the screen, to be confirmed there (no booking claimed)', () => {
    const said = choiceLine(MON_11, 'call', NOW);
    expect(said).toBe(
      'Výborne, termín dnes o jedenástej som vám otvoril na obrazovke. Skontrolujte meno, telefón a e-mail a termín potvrďte.',
    );
    for (const line of [
      said,
      choiceLine(TUE_09, 'chat', NOW),
      offerLine(OFFERED, offer, 'call', NOW),
    ]) {
      expect(line).not.toMatch(BOOKING_CLAIMS);
    }
  });
});

describe('running a step against the tools server', () => {
  let server: Server;
  let url = '';
  const answers: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const [call] = JSON.parse(Buffer.concat(chunks).toString('utf8')).message.toolCallList;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            results: [{ name: call.function.name, toolCallId: call.id, ...answers.shift() }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vapi-tools`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const owner = { chatId: 'chat-1' };
  const context = { channel: 'chat', now: NOW, offered: OFFERED } as const;

  test('an accepted choice gets the choice line; the offer stays', async () => {
    answers.push({
      result: `Vybral ${selectedSlotIdMention(MON_12.id)}`,
      metadata: { selectedSlotId: MON_12.id, slot: MON_12 },
    });
    const turn = await runBookingStep(
      { url, secret: 's' },
      owner,
      { tool: 'select_demo_slot', slot: MON_12 },
      context,
    );
    expect(turn?.line).toBe(choiceLine(MON_12, 'chat', NOW));
    expect(turn?.offered).toEqual(OFFERED);
  });

  test('a refused choice says the refusal, never that the slot was opened', async () => {
    answers.push({ error: 'Tento termín je už obsadený.' });
    const turn = await runBookingStep(
      { url, secret: 's' },
      owner,
      { tool: 'select_demo_slot', slot: MON_12 },
      context,
    );
    expect(turn?.line).toBe('Tento termín je už obsadený.');
    expect(turn?.line).not.toMatch(/otvoril/);
  });

  test('a new offer replaces the slots on offer', async () => {
    answers.push({ result: `Voľné ${slotIdMention(TUE_09.id)}`, metadata: { slots: [TUE_09] } });
    const step = { tool: 'demo_slots', args: { date: '2026-12-01' }, anotherDay: true } as const;
    const turn = await runBookingStep({ url, secret: 's' }, owner, step, context);
    expect(turn?.offered).toEqual([TUE_09]);
    expect(turn?.line).toMatch(/^Ďalšie voľné termíny mám zajtra o 9:00\./);
  });
});
