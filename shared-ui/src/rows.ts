// @lectern/shared-ui/rows: the CSS of layouts several areas draw alike (a navigation's links, a row
// spread to its two ends, parts under each other or in a wrapping line). Its own entry: a shared
// module cannot be tree-shaken, so in the main entry these would cost every page, the landing's
// first load included.
export { navListStyles, navRowStyles } from './primitives/navRowStyles.ts';
export { spreadRowCss } from './primitives/spreadRow.ts';
export { cluster, stack } from './primitives/layouts.ts';
