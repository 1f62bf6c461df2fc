import { CardTitle as ListCardTitle } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { stack } from '@lectern/shared-ui/rows';

// The pieces every review card is made of (the shared card frame's, and a few of their own), so
// the kinds read as one family.

export { CardBody, CardMeta as Meta } from '@lectern/shared-ui/lists';

/** A review card's title keeps its link underlined: it opens the item, which a reviewer checks. */
export const CardTitle = styled(ListCardTitle)`
  line-height: 1.3;
  a,
  a:hover {
    text-decoration: underline;
  }
`;

export const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** Badges and small facts on one line, wrapping on narrow cards. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

/** A part of a card set apart from the one above it (the DLC card's course). */
export const Section = styled.div`
  ${stack('xs')}
  margin-top: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
