import { useSyncExternalStore } from 'react';

/**
 * The year of the build. The page's prerendered markup was made by the same build run, so
 * while hydrating this is the year that markup shows. Replaced with a literal by the bundler;
 * where nothing replaced it (tests) it is the current year.
 */
function prerenderedYear(): number {
  try {
    const year = Number(process.env.LECTERN_BUILD_YEAR);
    return Number.isInteger(year) && year > 0 ? year : currentYear();
  } catch {
    return currentYear();
  }
}

const currentYear = () => new Date().getFullYear();
const neverChanges = () => () => undefined;

/**
 * The year for the copyright line: the current one, but the build's while hydrating, so a
 * page built last year hydrates without a mismatch and then shows this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, currentYear, prerenderedYear);
}
