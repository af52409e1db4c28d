// Typing into a field as a visitor does. Chromium: Playwright's fill(). Firefox over BiDi: fill()
// sets the field's value by script, without the input events React listens to (the field looks
// filled, the form's state stays empty: "Správa je prázdna"), which no visitor can do; there the
// field's text is selected and the keys are pressed one by one. Playwright 1.64 types characters
// that its US keyboard layout lacks (í, č, ...) by script as well: React reads them with the next
// real key event, so a trailing one is followed by a space and Backspace.
import type { Locator } from '@playwright/test';

export async function typeInto(field: Locator, text: string): Promise<void> {
  if (field.page().context().browser()?.browserType().name() === 'chromium') {
    await field.fill(text);
    return;
  }
  await field.focus();
  await field.press('ControlOrMeta+a');
  if (text === '') {
    await field.press('Delete');
    return;
  }
  await field.pressSequentially(text);
  if (/[^\x20-\x7e]$/.test(text)) {
    await field.press('Space');
    await field.press('Backspace');
  }
}
