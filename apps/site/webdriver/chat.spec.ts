// WebKit, the written chat with a booking: "Písať namiesto hovoriť" opens the text conversation
// without asking for the microphone; a written turn gets the assistant's answer with the slot
// offer (the local agent's dialogue through the chat function and vapi-tools), the booking card
// lists the slots, a tapped slot opens its confirmation, the visitor's contact is typed in and
// the booking is stored (demo_requests, and the function schedules the call).
import { resetFunctionRateLimits } from '../playwright/demo-request/backend.ts';
import { newVisitor } from '../playwright/demo-request/visitor.ts';
import { atEachScreen, expect, test } from './support/fixtures.ts';
import { expectScheduledLead } from './support/lead.ts';

test.describe.configure({ timeout: 150_000 });

atEachScreen(() => {
  test('a written turn, the offered slots, one booked with the contact typed in', async ({
    site,
    e2e,
  }, info) => {
    const visitor = newVisitor(info);
    await site.open('/');
    await (await site.byRole('button', 'Písať namiesto hovoriť')).click();
    const panel = await site.byTestId('text-chat');
    const field = await site.byLabel('Napíšte správu', panel);
    await site.until('the field focused', () => site.focused(field));
    await site.type(field, 'Dobrý deň, chcem ukážku.');
    await (await site.byRole('button', 'Odoslať', panel)).click();
    const log = await site.byRole('log', undefined, panel);
    await site.until(
      'the first answer',
      async () => (await site.count({ role: 'paragraph', name: /^Asistent: / }, log)) === 1,
      30_000,
    );
    expect(await site.count({ role: 'paragraph', name: 'Vy: Dobrý deň, chcem ukážku.' }, log)).toBe(
      1,
    );

    const card = await site.byRole('region', 'Voľné termíny ukážky', panel);
    const slots = await site.byRole('list', 'Ponúknuté termíny', card);
    const first = (await slots.findElements({ css: 'button' }))[0];
    if (!first) throw new Error('no slot offered');
    const label = (await first.getText()).trim();
    await first.click();
    await site.byRole('heading', /^Potvrďte termín/, card);
    await site.type(await site.byLabel('Meno a priezvisko', card), visitor.name);
    await site.type(await site.byLabel('Telefónne číslo', card), visitor.phone);
    await site.type(await site.byLabel('E-mail', card), visitor.email);
    await site.select(await site.byLabel('Odvetvie', card), 'reality');
    await site.check(await site.byRole('checkbox', /spracúvaním osobných údajov/, card));
    expect(await site.fitsWidth(card)).toBe(true);
    expect(await site.scrollsSideways()).toBe(false);
    await resetFunctionRateLimits(e2e);
    await (await site.byRole('button', 'Potvrdiť termín', card)).click();

    const booked = await site.byTestId('slot-booked', card, 30_000);
    await site.expectText(booked, 'Termín je dohodnutý');
    await site.expectText(booked, label.split('\n')[0] ?? label);
    await expectScheduledLead(e2e, visitor, 'reality');
  });
});
