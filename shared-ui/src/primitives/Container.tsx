import styled from 'styled-components';

/** Centres content at a readable width with side gutters that shrink on phones. */
export const Container = styled.div<{ $maxWidth?: number }>`
  width: 100%;
  max-width: ${({ theme, $maxWidth = theme.sizes.contentMaxWidthPx }) => $maxWidth}px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;
