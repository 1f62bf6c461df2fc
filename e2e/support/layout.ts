// What a person sees of a page's layout that its roles and labels do not say.
import type { Page } from '@playwright/test';

/** How far the page scrolls sideways: on a phone anything above 0 makes the browser zoom the page out. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
