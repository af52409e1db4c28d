// WebKit, the demo form: the modal opens from "Chcem všetko vysvetliť"; an invalid e-mail is
// named on its field; a scheduled request (the calendar, a time from the list, the consent) is
// stored once and the function schedules the call; the thank-you view, then the modal closes.
import { requestsByEmail, resetFunctionRateLimits } from '../playwright/demo-request/backend.ts';
import { newVisitor, tomorrowInBratislava } from '../playwright/demo-request/visitor.ts';
import { atEachScreen, expect, test } from './support/fixtures.ts';
import { expectScheduledLead } from './support/lead.ts';

test.describe.configure({ timeout: 120_000 });

atEachScreen(() => {
  test('an invalid e-mail is named; a scheduled request is stored and its call scheduled', async ({
    site,
    e2e,
  }, info) => {
    const visitor = newVisitor(info);
    await site.open('/', { consent: 'accepted' });
    await (await site.byRole('button', 'Chcem všetko vysvetliť')).click();
    const dialog = await site.byRole('dialog', 'Vyskúšajte AI asistenta naživo');
    expect(await site.fitsWidth(dialog)).toBe(true);
    const name = await site.byLabel('Meno a priezvisko', dialog);
    await site.until('the name field focused', () => site.focused(name));
    await site.type(name, visitor.name);
    const email = await site.byLabel('E-mail', dialog);
    await site.type(email, 'jan.novak.firma.sk');
    await site.type(await site.byLabel('Telefónne číslo', dialog), visitor.phone);
    await site.select(await site.byLabel('Odvetvie', dialog), 'reality');
    await site.check(await site.byRole('checkbox', /spracúvaním osobných údajov/, dialog));

    // the calendar (its chunk loads on first use) and a time from the grouped list
    const tomorrow = tomorrowInBratislava();
    await (await site.byRole('button', /Dátum hovoru/, dialog)).click();
    await site.byRole('grid', undefined, dialog);
    const dayName = new RegExp(`^${tomorrow.label}`);
    if ((await site.count({ role: 'button', name: dayName }, dialog)) === 0) {
      await (await site.byRole('button', 'Prejsť na ďalší mesiac', dialog)).click();
    }
    await (await site.byRole('button', dayName, dialog)).click();
    await site.expectText(await site.byRole('button', /Dátum hovoru/, dialog), tomorrow.display);
    await site.select(await site.byLabel('Čas hovoru', dialog), '14:15');

    const submit = await site.byRole('button', 'Naplánovať hovor', dialog);
    await submit.click();
    await site.until(
      'the e-mail marked invalid',
      async () => (await email.getAttribute('aria-invalid')) === 'true',
    );
    // the field shown whole, its label above the control: WebKit's own focus scroll left the
    // control half under the dialog's top edge and the label out of sight
    const emailLabel = await site.page.session.findElement({
      css: `label[for="${await email.getAttribute('id')}"]`,
    });
    await site.until(
      'the e-mail field focused and shown with its label',
      async () =>
        (await site.focused(email)) &&
        (await site.shownWhole(emailLabel)) &&
        (await site.shownWhole(email)),
      5_000,
    );
    const described = await email.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    expect(
      await site.page.evaluate(
        (ids) =>
          ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        described ?? '',
      ),
    ).toContain('Neplatný formát emailu');
    expect(await requestsByEmail(e2e, visitor.email)).toEqual([]);

    await site.type(email, visitor.email);
    expect(await email.getAttribute('value')).toBe(visitor.email);
    await resetFunctionRateLimits(e2e);
    await submit.click();
    await site.expectText(
      await site.byRole('status', undefined, dialog, 30_000),
      'Čoskoro sa vám ozveme',
    );
    await expectScheduledLead(e2e, visitor, 'reality');
    // auto-close after 2 s
    await site.until(
      'the modal closed',
      async () => (await site.count({ role: 'dialog' })) === 0,
      6_000,
    );
    expect(await site.scrollsSideways()).toBe(false);
  });
});
