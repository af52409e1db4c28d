// A unique visitor per test (own e-mail and phone) and the day helper.
import { TZDate } from '@date-fns/tz';
import type { TestInfo } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { sk } from 'date-fns/locale/sk';

export interface Visitor {
  name: string;
  email: string;
  /** As typed: national format with spaces. */
  phone: string;
  /** What the function receives: E.164. */
  e164: string;
}

export function newVisitor(info: TestInfo): Visitor {
  const n = Math.floor(Math.random() * 1e8);
  const digits = String(n).padStart(8, '0');
  const tag = `${info.project.name}-${Date.now()}-${n}`;
  return {
    name: 'Ján Testovací',
    email: `e2e-${tag}@firma.sk`,
    // 0905: a Slovak mobile range, so the dialling policy lets the call through
    phone: `0905 ${digits.slice(2, 5)} ${digits.slice(5)}`,
    e164: `+421905${digits.slice(2)}`,
  };
}

/** Tomorrow in Bratislava: ISO date, the day-button label prefix and the dd.MM.yyyy text. */
export function tomorrowInBratislava() {
  const day = addDays(TZDate.tz('Europe/Bratislava'), 1);
  return {
    iso: format(day, 'yyyy-MM-dd'),
    label: format(day, 'd. MMMM yyyy', { locale: sk }),
    display: format(day, 'dd.MM.yyyy'),
  };
}
