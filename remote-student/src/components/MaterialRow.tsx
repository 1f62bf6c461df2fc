import type { Material } from '@lectern/shared-api';
import { Button, Icon } from '@lectern/shared-ui';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { memo, useDeferredValue, useId, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { CARD_WIDTH_PX, MaterialCard } from './MaterialCard.tsx';
import { ListStatus, type ListQueryState } from './ListStatus.tsx';

/** As the specification has it: a row scrolls by 280px a press. */
export const ROW_SCROLL_STEP_PX = 280;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Scroller = styled.ul<{ $phoneLimit?: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${CARD_WIDTH_PX}px;
  gap: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  /* The containing block of the cards' visually hidden labels (position: absolute): without it they
     escape the scroller, widen the page to the whole row and a phone zooms out to fit it. */
  position: relative;
  scroll-snap-type: x proximity;
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  li {
    scroll-snap-align: start;
    display: flex;
  }
  li > * {
    flex: 1;
    min-width: 0;
  }
  /* Phones: the cards are compact rows, one under another (no sideways scrolling). */
  ${({ theme }) => theme.media.belowSm} {
    grid-auto-flow: row;
    grid-template-columns: minmax(0, 1fr);
    grid-auto-columns: auto;
    gap: ${({ theme }) => theme.space.sm};
    overflow-x: visible;
    padding-bottom: 0;
    ${({ $phoneLimit }) => ($phoneLimit ? `li:nth-child(n + ${$phoneLimit + 1}) { display: none; }` : '')}
  }
`;

const ScrollButtons = styled.span`
  display: inline-flex;
  ${({ theme }) => theme.media.belowSm} {
    display: none;
  }
`;

const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface MaterialRowProps {
  title: string;
  query: ListQueryState<{ data: readonly Material[] }>;
  /** What an empty row says; the overview's rows render nothing when empty, as the specification says. */
  empty?: ReactNode;
  action?: ReactNode;
  showReviewStatus?: boolean;
  /** On a phone, where the row is a list one under another, show only this many (a summary with its See all). */
  phoneLimit?: number;
  /** One more small action on each card (Saved materials: Keep offline), over the preview's corner. */
  cornerAction?: (material: Material) => ReactNode;
}

const NO_MATERIALS: readonly Material[] = [];

interface RowCardsProps {
  items: readonly Material[];
  scroller: RefObject<HTMLUListElement | null>;
  phoneLimit?: number;
  showReviewStatus?: boolean;
  cornerAction?: (material: Material) => ReactNode;
}

/**
 * The cards, rendered again only when the materials change. A query's answer reaches its
 * components in a render that cannot yield; the cards take it in a deferred one, which does, card
 * by card (on a phone, a row of ten cards drawn at once, as the material page's related materials
 * arrived or a poll redrew the dashboard's rows while previews were being made, was a long task).
 */
const RowCards = memo(function RowCards({ items, scroller, phoneLimit, showReviewStatus, cornerAction }: RowCardsProps) {
  return (
    <Scroller ref={scroller} $phoneLimit={phoneLimit}>
      {items.map((material: Material) => (
        <li key={material.id}>
          <MaterialCard material={material} showReviewStatus={showReviewStatus} cornerAction={cornerAction?.(material)} />
        </li>
      ))}
    </Scroller>
  );
});

/** A titled, horizontally scrolling row of cards with previous/next buttons; on phones a list of compact rows. */
export function MaterialRow({ title, query, empty = null, action, showReviewStatus, phoneLimit, cornerAction }: MaterialRowProps) {
  const titleId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const items = query.data?.data ?? NO_MATERIALS;
  // Until the deferred render with a fresh answer is ready, the row shows what it showed: its
  // loading line (never an empty row that then fills, moving what is below), or the cards before.
  const shownData = useDeferredValue(query.data);
  const shown = shownData === query.data ? query : { ...query, data: shownData, isPending: shownData === undefined, isSuccess: shownData !== undefined };
  if (query.isSuccess && items.length === 0 && empty === null) return null;
  const scroll = (direction: 1 | -1) => scroller.current?.scrollBy?.({ left: direction * ROW_SCROLL_STEP_PX, behavior: 'smooth' });
  return (
    <section aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        <HeaderActions>
          {action}
          {items.length > 1 ? (
            <ScrollButtons>
              <Button variant="ghost" size="sm" onClick={() => scroll(-1)} aria-label={`Scroll ${title} back`} title="Back">
                <Icon icon={ChevronLeft} size="sm" />
              </Button>
              <Button variant="ghost" size="sm" onClick={() => scroll(1)} aria-label={`Scroll ${title} forward`} title="Forward">
                <Icon icon={ChevronRight} size="sm" />
              </Button>
            </ScrollButtons>
          ) : null}
        </HeaderActions>
      </Header>
      <ListStatus query={shown} empty={empty}>
        <RowCards items={shown.data?.data ?? NO_MATERIALS} scroller={scroller} phoneLimit={phoneLimit} showReviewStatus={showReviewStatus} cornerAction={cornerAction} />
      </ListStatus>
    </section>
  );
}
