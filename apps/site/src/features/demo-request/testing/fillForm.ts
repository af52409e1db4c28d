import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { field } from './renderModal.tsx';

export interface Fill {
  callType?: 'scheduled' | 'immediate';
  name?: string;
  email?: string;
  phone?: string;
  industry?: string;
  otherIndustry?: string;
  consent?: boolean;
  /** The optional marketing consent (left unticked unless true). */
  marketing?: boolean;
  /** Visible day-button label prefix, e.g. "25. novembra 2026". */
  day?: string;
  time?: string;
}

export const VALID: Required<Omit<Fill, 'otherIndustry'>> = {
  callType: 'scheduled',
  name: 'Ján Novák',
  email: 'jan.novak@firma.sk',
  phone: '0900 123 456',
  industry: 'reality',
  consent: true,
  marketing: false,
  day: '25. novembra 2026',
  time: '14:15',
};

/** Fills the modal through the UI, like a visitor; empty strings leave a field untouched. */
export async function fillForm(user: UserEvent, fill: Fill) {
  const v = { ...VALID, ...fill };
  if (v.callType === 'immediate')
    await user.click(screen.getByRole('tab', { name: 'Volať teraz' }));
  if (v.name) await user.type(field.name(), v.name);
  if (v.email) await user.type(field.email(), v.email);
  if (v.phone) await user.type(field.phone(), v.phone);
  if (v.industry) await user.selectOptions(field.industry(), v.industry);
  if (fill.otherIndustry) await user.type(field.otherIndustry(), fill.otherIndustry);
  if (v.consent) await user.click(field.consent());
  if (v.marketing) await user.click(field.marketing());
  if (v.callType === 'scheduled' && v.day) await pickDay(user, v.day);
  if (v.callType === 'scheduled' && v.time) await user.selectOptions(field.time(), v.time);
}

/** Opens the calendar, pages forward to the month of `dayLabel` and clicks that day. */
export async function pickDay(user: UserEvent, dayLabel: string) {
  await user.click(field.date());
  await screen.findByRole('grid', {}, { timeout: 10_000 }); // the calendar chunk loads on first use
  const name = new RegExp(`^${escapeRegExp(dayLabel)}`);
  for (let page = 0; page < 24 && !screen.queryByRole('button', { name }); page += 1) {
    await user.click(screen.getByRole('button', { name: 'Prejsť na ďalší mesiac' }));
  }
  await user.click(screen.getByRole('button', { name }));
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
