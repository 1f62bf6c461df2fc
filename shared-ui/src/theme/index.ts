export { theme, breakpoints, type LecternTheme } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { visuallyHidden } from './visuallyHidden.ts';
export { LecternThemeProvider } from './LecternThemeProvider.tsx';
