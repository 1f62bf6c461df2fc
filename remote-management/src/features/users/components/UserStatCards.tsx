import { Skeleton } from '@lectern/shared-ui';
import styled from 'styled-components';
import { STAT_TEXTS } from '../userTexts.ts';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd:nth-of-type(1) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
  }
  dd:nth-of-type(2) {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface UserStatFigures {
  total: number;
  verifiedOnPage: number;
  active: number;
  filterLabel: string;
}

const formatter = new Intl.NumberFormat('en');

/** Total Users, Verified (Page), Active and Filter (spec §2), each with its line beneath. */
export function UserStatCards({ figures, loading }: { figures: UserStatFigures; loading: boolean }) {
  const cards = [
    { ...STAT_TEXTS.total, value: formatter.format(figures.total) },
    { ...STAT_TEXTS.verified, value: formatter.format(figures.verifiedOnPage) },
    { ...STAT_TEXTS.active, value: formatter.format(figures.active) },
    { ...STAT_TEXTS.filter, value: figures.filterLabel },
  ];
  return (
    <Cards aria-label="User statistics">
      {cards.map(({ label, hint, value }) => (
        <Card key={label}>
          <dt>{label}</dt>
          {/* The filter is known at once; the counts wait for the first answer. */}
          <dd>{loading && label !== STAT_TEXTS.filter.label ? <Skeleton width="3ch" height="1.5rem" /> : value}</dd>
          <dd>{hint}</dd>
        </Card>
      ))}
    </Cards>
  );
}
