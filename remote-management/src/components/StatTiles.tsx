import { Skeleton } from '@lectern/shared-ui';
import styled from 'styled-components';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
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

export interface StatTile {
  label: string;
  /** A count (written with thousands separators) or a word. */
  value: number | string;
  /** A line under the figure saying what it counts. */
  hint?: string;
  /** The figure is still on its way: a placeholder bar stands in for it. */
  loading?: boolean;
}

const formatter = new Intl.NumberFormat('en');

/** A row of figures (two a row, four from lg): each its label, its value and an optional line beneath. */
export function StatTiles({ tiles, label }: { tiles: readonly StatTile[]; label?: string }) {
  return (
    <Tiles aria-label={label}>
      {tiles.map((tile) => (
        <Tile key={tile.label}>
          <dt>{tile.label}</dt>
          <dd>{tile.loading ? <Skeleton width="3ch" height="1.5rem" /> : typeof tile.value === 'number' ? formatter.format(tile.value) : tile.value}</dd>
          {tile.hint ? <dd>{tile.hint}</dd> : null}
        </Tile>
      ))}
    </Tiles>
  );
}
