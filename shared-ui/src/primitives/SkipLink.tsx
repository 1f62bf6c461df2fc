import styled from 'styled-components';

/** The id of the <main> a page's skip link leads to. */
export const MAIN_CONTENT_ID = 'main';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;

/**
 * "Skip to content": a page's first Tab stop, out of sight until focused, past the navigation to
 * its <main id="main"> (which takes tabIndex={-1}, so focus lands there in every browser).
 */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to content</Link>;
}
