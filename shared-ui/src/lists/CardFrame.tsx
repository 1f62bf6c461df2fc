import styled from 'styled-components';

// The frame every card of a list is drawn in (materials, blogs, review queues), so they read as one
// family: a bordered surface with its image on top, a padded body, a title and muted lines.

/** The card: a bordered column at the grid's width, its image clipped to the rounded corners. */
export const CardFrame = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** Below the image: the card's words, taking the room left so its actions sit at the bottom. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
`;

/** The card's name; a link in it reads as the title, underlined on hover. */
export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A muted line: who made it, when, its counts. */
export const CardMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
