import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';

/**
 * What one whole-page axe run may take, added to the running test's timeout: axe-core is injected
 * into the page and into a blank page, then walks every node. Traced on a busy 2-core machine
 * (load 16): over 30 s for one run with the demo modal open; a quiet machine takes a few seconds.
 */
const AXE_RUN_BUDGET_MS = 90_000;

/** Every axe violation on the page, whatever its impact (minor and moderate included). */
export async function axeViolations(page: Page) {
  const info = test.info();
  info.setTimeout(info.timeout + AXE_RUN_BUDGET_MS);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}
