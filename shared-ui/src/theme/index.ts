export { theme, breakpoints, type LecternTheme } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { LecternThemeProvider } from './LecternThemeProvider.tsx';
