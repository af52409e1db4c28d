import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every axe violation on the page, whatever its impact (minor and moderate included). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}
