// A unique visitor per test (own e-mail, phone and client IP) and the day/slot helpers.
import { TZDate } from '@date-fns/tz';
import type { Page, TestInfo } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { sk } from 'date-fns/locale/sk';

export interface Visitor {
  name: string;
  email: string;
  /** As typed: national format with spaces. */
  phone: string;
  /** What the function receives: E.164. */
  e164: string;
  ip: string;
}

export function newVisitor(info: TestInfo): Visitor {
  const n = Math.floor(Math.random() * 1e8);
  const digits = String(n).padStart(8, '0');
  const tag = `${info.project.name}-${Date.now()}-${n}`;
  return {
    name: 'Ján Testovací',
    email: `e2e-${tag}@firma.sk`,
    phone: `09${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    e164: `+4219${digits}`,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

/**
 * Each test is its own client for the function's per-IP limit: the local gateway uses the first
 * X-Forwarded-For hop, so the request carries the visitor's address there.
 */
export async function asOwnClient(page: Page, visitor: Visitor) {
  await page.route('**/functions/v1/handle-demo-request', async (route) => {
    const headers = { ...route.request().headers(), 'x-forwarded-for': visitor.ip };
    await route.continue({ headers });
  });
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
