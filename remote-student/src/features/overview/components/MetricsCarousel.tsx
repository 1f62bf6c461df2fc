import type { MyStats } from '@lectern/shared-api';
import { useMyStats } from '@lectern/shared-api/student';
import { breakpoints, Button, Icon, useHydrated } from '@lectern/shared-ui';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { useMediaQuery } from '../../../components/useMediaQuery.ts';
import { stack } from '@lectern/shared-ui/rows';

/** As the specification has it: every 5 seconds, 4 cards, 2 per page from 640px. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const TWO_PER_PAGE_QUERY = `(min-width: ${breakpoints.sm}px)`;

/**
 * Cards a page: 1, 2, or `auto`: the screen's width decides in CSS, for the HTML the server sends
 * and its hydration, before a script can ask the screen. In `auto` the first page holds both
 * layouts' parts, each marked `data-only` and hidden by the other layout, so a tablet's page
 * paints with two cards and keeps them when the script takes over.
 */
type PerPage = 1 | 2 | 'auto';

/** The figures that are plain counts (MyStats also carries the printing credit, shown by RewardsPanel). */
type CountKey = { [K in keyof MyStats]: MyStats[K] extends number ? K : never }[keyof MyStats];

const METRICS: Array<{ key: CountKey; label: string; hint: string }> = [
  { key: 'uploads', label: 'My Uploads', hint: 'Materials you shared' },
  { key: 'pendingUploads', label: 'Pending Review', hint: 'Reviewed within 24 hours' },
  { key: 'downloads', label: 'Downloads', hint: 'Of your approved materials' },
  { key: 'savedMaterials', label: 'Saved', hint: 'In your library' },
];

const Region = styled.section<{ $perPage: PerPage }>`
  ${stack('sm')}
  ${({ $perPage, theme }) =>
    $perPage === 'auto' &&
    css`
      ${theme.media.belowSm} {
        [data-only='two'] {
          display: none;
        }
      }
      ${theme.media.sm} {
        [data-only='one'] {
          display: none;
        }
      }
    `}
`;

const Cards = styled.ul<{ $perPage: PerPage }>`
  display: grid;
  grid-template-columns: repeat(${({ $perPage }) => ($perPage === 'auto' ? 1 : $perPage)}, minmax(0, 1fr));
  ${({ $perPage, theme }) => $perPage === 'auto' && css`${theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`}
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dot = styled.button`
  width: 12px;
  height: 12px;
  padding: 0;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  cursor: pointer;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * One figure. Its name is what it shows, in reading order ('My Uploads 4 Materials you shared'):
 * a shorter label of its own would not match the visible words (axe: label-content-name-mismatch),
 * and a voice user says what they see.
 */
function MetricCard({ label, value, hint, only }: { label: string; value: string; hint: string; only?: 'two' }) {
  const id = useId();
  return (
    <Card data-only={only} aria-labelledby={`${id}-label ${id}-value ${id}-hint`}>
      <span id={`${id}-label`}>{label}</span>
      <strong id={`${id}-value`}>{value}</strong>
      <span id={`${id}-hint`}>{hint}</span>
    </Card>
  );
}

/** A dot a page, the current one filled; in `auto`, one layout's set (`only`). */
function PageDots({ pages, current, onPick, only }: { pages: number; current: number; onPick: (page: number) => void; only?: 'one' | 'two' }) {
  return Array.from({ length: pages }, (_, index) => (
    <Dot key={index} type="button" data-only={only} aria-label={`Figures ${index + 1} of ${pages}`} aria-current={index === current} onClick={() => onPick(index)} />
  ));
}

/** The dashboard's figures, real from /stats/me; advances by itself, paused on hover and while focused. */
export function MetricsCarousel() {
  const stats = useMyStats();
  const twoPerPage = useMediaQuery(TWO_PER_PAGE_QUERY);
  const perPage: PerPage = useHydrated() ? (twoPerPage ? 2 : 1) : 'auto';
  // In `auto` the first page shows as many cards as the wider layout has.
  const cardsShown = perPage === 'auto' ? 2 : perPage;
  const pages = Math.ceil(METRICS.length / cardsShown);
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const current = page % pages;

  useEffect(() => {
    if (paused || perPage === 'auto') return undefined;
    const timer = setInterval(() => setPage((value) => (value + 1) % pages), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, pages, perPage]);

  const shown = METRICS.slice(current * cardsShown, current * cardsShown + cardsShown);
  const figure = (key: CountKey) => (stats.data ? String(stats.data[key]) : stats.isError ? '–' : '…');
  return (
    <Region
      $perPage={perPage}
      aria-roledescription="carousel"
      aria-label="Your figures"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Cards $perPage={perPage} aria-live={paused ? 'polite' : 'off'}>
        {shown.map((metric, index) => (
          <MetricCard key={metric.key} label={metric.label} value={figure(metric.key)} hint={metric.hint} only={perPage === 'auto' && index > 0 ? 'two' : undefined} />
        ))}
      </Cards>
      <Controls>
        <Button variant="ghost" size="sm" aria-label="Previous figures" onClick={() => setPage((current - 1 + pages) % pages)}>
          <Icon icon={ChevronLeft} size="sm" />
        </Button>
        {perPage === 'auto' ? (
          <>
            <PageDots pages={METRICS.length} current={current} onPick={setPage} only="one" />
            <PageDots pages={pages} current={current} onPick={setPage} only="two" />
          </>
        ) : (
          <PageDots pages={pages} current={current} onPick={setPage} />
        )}
        <Button variant="ghost" size="sm" aria-label="Next figures" onClick={() => setPage((current + 1) % pages)}>
          <Icon icon={ChevronRight} size="sm" />
        </Button>
      </Controls>
    </Region>
  );
}
