// @lectern/shared-ui/tabs: the tab list. Its own entry: only the student and management areas use
// it, and a shared module cannot be tree-shaken, so in the main entry it would cost every page.
export { Tabs, tabId, type TabsProps, type TabsOnPhone } from './primitives/Tabs.tsx';
