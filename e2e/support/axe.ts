// axe-core over what the page shows now: the serious and critical violations, one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Legacy mode runs axe in the page itself. The default opens a blank page per check to gather
// the frames' results, which doubled each check's time (about 0.8 s to 0.4 s a page); what it adds,
// cross-origin frames, Lectern's pages do not have.
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}
