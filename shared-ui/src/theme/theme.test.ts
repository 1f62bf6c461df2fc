import { contrastRatio } from './contrast.ts';
import { theme } from './theme.ts';

const { colors } = theme;

test.each([
  ['text on background', colors.text, colors.background],
  ['muted text on surface', colors.textMuted, colors.surface],
  ['muted text on background', colors.textMuted, colors.background],
  ['muted text on muted surface', colors.textMuted, colors.surfaceMuted],
  ['primary on surface', colors.primary, colors.surface],
  ['primary on soft primary', colors.primary, colors.primarySoft],
  ['on-primary on primary', colors.onPrimary, colors.primary],
  ['on-primary on primary hover', colors.onPrimary, colors.primaryHover],
  ['accent on surface', colors.accent, colors.surface],
  ['danger on surface', colors.danger, colors.surface],
  ['success on surface', colors.success, colors.surface],
  ['inverse text on inverse surface', colors.inverseText, colors.inverseSurface],
  ['inverse muted on inverse surface', colors.inverseMuted, colors.inverseSurface],
  ['marked words on their highlight', colors.onHighlight, colors.highlight],
])('%s meets WCAG AA', (_name, fg, bg) => {
  expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
});

test('the small-phone breakpoint exists', () => {
  expect(theme.breakpoints.sm).toBe(640);
});
