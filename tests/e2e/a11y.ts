// Accessibility checks of the pages the suite visits, with axe-core in the same Chromium.
// A page fails on any serious or critical violation, and on the three structure rules every page
// of the portal must meet whatever their impact: one main landmark, content inside landmarks, one
// level-one heading.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const FAILING_IMPACTS = new Set(['serious', 'critical']);
const STRUCTURE_RULES = new Set(['landmark-one-main', 'region', 'page-has-heading-one']);

/**
 * Fluent UI's focus manager (tabster) puts focusable, aria-hidden `<i data-tabster-dummy>` guards
 * at the edges of the page and of some widgets: their only job is to pass the focus on at once,
 * and without aria-hidden screen readers would announce them. axe reports each as
 * `aria-hidden-focus`; tabster's authors call it intended (microsoft/tabster#288) and Accessibility
 * Insights leaves these nodes out of that rule (accessibility-insights-web#7605). So do we: only
 * those nodes, only for that rule; any other aria-hidden focusable element still fails.
 */
function isTabsterGuard(ruleId: string, html: string): boolean {
  return ruleId === 'aria-hidden-focus' && /^<i\b[^>]*\bdata-tabster-dummy\b/.test(html);
}

/**
 * Waits (3 s at most) until no dialog is closing: while a Fluent dialog plays its exit transition it
 * still hides the rest of the page (`aria-hidden` on #root), a state that lasts a moment and that no
 * user reads. A page whose root stays hidden with no dialog open still fails the check afterwards.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
        return dialogOpen || document.getElementById('root')?.getAttribute('aria-hidden') !== 'true';
      },
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/**
 * Waits (2 s at most) for the CSS transitions and finite animations running now to end: a control
 * that just became enabled, or a theme that just changed, fades its colours in over ~100 ms, and axe
 * measuring contrast mid-fade reports colours no user reads at rest. Endless animations (spinners)
 * are not waited for; what is still moving after 2 s is checked as it stands.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      return Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
    })
    .catch(() => undefined);
}

/** One line per failing rule: `rule (impact) ×n: first targets`. Empty when the page passes. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await settled(page);
  await transitionsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '') || STRUCTURE_RULES.has(violation.id))
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isTabsterGuard(violation.id, node.html)) }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      return `${violation.id} (${violation.impact}) ×${violation.nodes.length}: ${targets}`;
    });
}

/** Fails the test when the page, as it stands now, has an accessibility violation (named by `where`). */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  // Imported here: the benchmarks use the harness outside vitest, where importing it throws.
  const { expect } = await import('vitest');
  expect(await accessibilityViolations(page), `accessibility of ${where}`).toEqual([]);
}
