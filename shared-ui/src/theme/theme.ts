// Design tokens. Colour pairs used for text meet WCAG AA (4.5:1) on their backgrounds;
// theme.test.ts checks the pairs we rely on.
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors: {
    background: '#f6f7fb',
    surface: '#ffffff',
    surfaceMuted: '#eef0f7',
    text: '#161a2b',
    textMuted: '#4a5068',
    border: '#d4d8e5',
    primary: '#2f3fc4',
    primaryHover: '#23309a',
    primarySoft: '#e7eafc',
    onPrimary: '#ffffff',
    accent: '#8a4b00',
    danger: '#b42318',
    success: '#067647',
    focus: '#1d4ed8',
    skeleton: '#e2e5ef',
    skeletonHighlight: '#f1f3f9',
    /** Words a search matched, marked inside a passage of text (a snippet's `<mark>`). */
    highlight: '#fde68a',
    onHighlight: '#161a2b',
    inverseSurface: '#161a2b',
    inverseText: '#f6f7fb',
    inverseMuted: '#b9bfd3',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px', xxxl: '72px' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem', display: 'clamp(2rem, 6vw, 3.25rem)' },
  shadows: {
    sm: '0 1px 2px rgba(22, 26, 43, 0.08)',
    md: '0 6px 20px rgba(22, 26, 43, 0.10)',
    lg: '0 16px 40px rgba(22, 26, 43, 0.14)',
  },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  zIndex: { nav: 50, popover: 60, toast: 100 },
  /** Icons (shared-ui's Icon): pixel sizes and the stroke every icon draws with. */
  icons: { sizes: { sm: 16, md: 20, lg: 24 }, stroke: 2 },
  /**
   * Widths and heights of the layout: the readable content width (the nav bar's too), the suggestion
   * list, and the room kept above a phone's bottom bar (60 px links, the New button rising 18 px
   * over them, and a gap) by the page's content and the toasts.
   */
  sizes: { contentMaxWidthPx: 1100, suggestionListMaxHeight: '20rem', phoneBottomBarClearance: '88px' },
  /** How long things on screen last or take: a toast before it closes, the landing stats' count-up. */
  durations: { toastAutoCloseMs: 5000, statsCountUpMs: 1400 },
} as const;

export type LecternTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends LecternTheme {}
}
