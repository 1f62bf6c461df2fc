import { StatTiles } from '../../../components/StatTiles.tsx';
import { STAT_TEXTS } from '../userTexts.ts';

export interface UserStatFigures {
  total: number;
  verifiedOnPage: number;
  active: number;
  filterLabel: string;
}

/** Total Users, Verified (Page), Active and Filter, the specification's cards, each with its line beneath. */
export function UserStatCards({ figures, loading }: { figures: UserStatFigures; loading: boolean }) {
  return (
    <StatTiles
      label="User statistics"
      tiles={[
        { ...STAT_TEXTS.total, value: figures.total, loading },
        { ...STAT_TEXTS.verified, value: figures.verifiedOnPage, loading },
        { ...STAT_TEXTS.active, value: figures.active, loading },
        // The filter is known at once; the counts wait for the first answer.
        { ...STAT_TEXTS.filter, value: figures.filterLabel },
      ]}
    />
  );
}
