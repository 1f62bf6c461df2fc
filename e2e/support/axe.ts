// axe-core over what the page shows now: the serious and critical violations, one line each.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type axe from 'axe-core';

// The minified build: the package's `source` is the readable one, 1.5 MB to send and parse per
// page where this is 0.65 MB (about 200 ms against 70 ms in a page, measured).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Puts axe into a frame that does not have it yet (one document is checked more than once when
 * its dialogs are). A child frame that cannot take it (gone, or from another origin) is left out,
 * as axe leaves out frames of another origin anyway.
 */
async function injectAxe(frame: Frame, isMain: boolean) {
  try {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  } catch (error) {
    if (isMain) throw error;
  }
}

// axe runs in the page itself, over the page and its same-origin frames, and only the lines the
// report needs come back. @axe-core/playwright's builder put axe's 1.5 MB source into the page
// twice a check and sent back every rule's results (passes and not-applicable too, 0.5 to 1 MB a
// page): each check took 1 to 2 s more than axe's own run in the page (0.2 to 0.5 s).
export async function seriousViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await injectAxe(frame, frame === page.mainFrame());
  return page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
  }, TAGS);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
