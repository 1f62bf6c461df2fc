import { CardMeta, CardTitle } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { cardBoxCss } from './cardBox.ts';

// The frame of a row-like list card with an icon at its start (a folder, a study group): the whole
// card opens the item through its title's link, while links and buttons inside it sit above that.

export const IconCard = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-width: 0;
  ${cardBoxCss}
`;

export const CardIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The title whose link covers the whole card. */
export const CardLinkTitle = styled(CardTitle)`
  overflow-wrap: anywhere;
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** The card's details line; a link in it (the course) stays clickable above the card's own. */
export const CardLinkMeta = styled(CardMeta)`
  a {
    position: relative;
    z-index: 1;
    white-space: nowrap;
  }
`;

/** A grid of such cards: as many columns as fit at 16rem, one on a phone. */
export const IconCardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    min-width: 0;
  }
  ${({ theme }) => theme.media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;
