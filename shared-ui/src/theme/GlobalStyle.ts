import { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from './visuallyHidden.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 { line-height: 1.2; margin: 0; }
  p { margin: 0; }
  img, svg { max-width: 100%; }
  [hidden] { display: none !important; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.primary}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Anchored sections land below the floating navigation bar. */
  [id] { scroll-margin-top: 96px; }

  .visually-hidden {
    ${visuallyHidden}
  }

  /* On a phone a field's hint is set smaller than what is typed (that stays 16px: iOS zooms into
     a field below it), so a long hint is read whole. */
  ${({ theme }) => theme.media.belowSm} {
    ::placeholder { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
