import { Button, Icon } from '@lectern/shared-ui';
import BookOpen from 'lucide-react/icons/book-open';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import FileText from 'lucide-react/icons/file-text';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import styled from 'styled-components';
import { ZOOM_FIT, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomLabel, zoomOut } from '../pdf/zoom.ts';

/** A bar over the page (the controls, the searched words' line): one wrapping row in a bordered box. */
export const ReaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One row of controls over the page, wrapping group by group on a narrow screen; it stays in view in full screen. */
const Toolbar = styled(ReaderBar)`

  :fullscreen > &,
  [data-overlay] > & {
    position: sticky;
    top: 0;
    z-index: 1;
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  ${({ theme }) => theme.media.belowSm} {
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** A group of the page's controls: on a phone, the second row (Pages / Text and Full screen share the first). */
const PageControls = styled(Group)`
  ${({ theme }) => theme.media.belowSm} {
    order: 2;
  }
`;

/** The last group (full screen) keeps to the right of the row; on a phone, of the first row. */
const EndGroup = styled(Group)`
  margin-left: auto;
  ${({ theme }) => theme.media.belowSm} {
    order: 1;
  }
`;

/** A button that is its icon alone (its name in aria-label, shown on hover by title); a little narrower on a phone, so the pager and the zoom share a row. */
const IconButton = styled(Button)`
  width: 36px;
  padding: 0;
  ${({ theme }) => theme.media.belowSm} {
    width: 34px;
  }
  /* A touch screen keeps the hover of the last tap: a button just tapped (and disabled) must not look pressed. */
  @media (hover: none) {
    &:hover {
      background: transparent;
    }
  }
`;

/** Pages / Text: two buttons, one pressed. */
const Switch = styled(Group)`
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

/** Figures that change keep their width digit for digit, so the buttons beside them stay put. */
const Figure = styled.span`
  min-width: 3.2em;
  text-align: center;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** "Page 1 of 12" on one line. */
const PageStatus = styled(Figure)`
  min-width: 6.5em;
  ${({ theme }) => theme.media.belowSm} {
    min-width: 0;
  }
`;

export type ReaderView = 'pages' | 'text';

export interface ReaderToolbarProps {
  /** Pages / Text: offered when the material's text can be asked for. */
  canShowText: boolean;
  view: ReaderView;
  onView: (view: ReaderView) => void;
  /** The page shown, of how many (0 while not known); `ready`: the document is open and can turn. */
  page: number;
  pages: number;
  ready: boolean;
  onPage: (page: number) => void;
  /** The zoom drawn, the one shown (a pinch under way), and a chosen one. */
  zoom: number;
  shownZoom: number;
  onZoom: (zoom: number) => void;
  fullScreen: { on: boolean; enter: () => void; exit: () => void };
}

/** The reader's controls: Pages / Text, the pager, the zoom and full screen, each a named button. */
export function ReaderToolbar({ canShowText, view, onView, page, pages, ready, onPage, zoom, shownZoom, onZoom, fullScreen }: ReaderToolbarProps) {
  const showPages = view === 'pages';
  const fullScreenLabel = fullScreen.on ? 'Exit full screen' : 'Full screen';
  return (
    <Toolbar>
          {canShowText ? (
            <Switch role="group" aria-label="Show">
              <Button size="sm" variant="ghost" aria-pressed={showPages} onClick={() => onView('pages')}>
                <Icon icon={BookOpen} size="sm" />
                Pages
              </Button>
              <Button size="sm" variant="ghost" aria-pressed={!showPages} onClick={() => onView('text')}>
                <Icon icon={FileText} size="sm" />
                Text
              </Button>
            </Switch>
          ) : null}
          {showPages && pages > 1 ? (
            <PageControls role="group" aria-label="Pages">
              <IconButton size="sm" variant="ghost" aria-label="Previous page" title="Previous page" onClick={() => onPage(page - 1)} disabled={!ready || page <= 1}>
                <Icon icon={ChevronLeft} />
              </IconButton>
              <PageStatus aria-live="polite">
                Page {page} of {pages}
              </PageStatus>
              <IconButton size="sm" variant="ghost" aria-label="Next page" title="Next page" onClick={() => onPage(page + 1)} disabled={!ready || page >= pages}>
                <Icon icon={ChevronRight} />
              </IconButton>
            </PageControls>
          ) : null}
          {showPages ? (
            <PageControls role="group" aria-label="Zoom">
              <IconButton size="sm" variant="ghost" aria-label="Zoom out" title="Zoom out (-)" onClick={() => onZoom(zoomOut(zoom))} disabled={zoom <= ZOOM_MIN}>
                <Icon icon={ZoomOut} />
              </IconButton>
              <Figure aria-live="polite">{zoomLabel(shownZoom)}</Figure>
              <IconButton size="sm" variant="ghost" aria-label="Zoom in" title="Zoom in (+)" onClick={() => onZoom(zoomIn(zoom))} disabled={zoom >= ZOOM_MAX}>
                <Icon icon={ZoomIn} />
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label="Fit to width" title="Fit to width (0)" onClick={() => onZoom(ZOOM_FIT)} disabled={zoom === ZOOM_FIT}>
                <Icon icon={MoveHorizontal} />
              </IconButton>
            </PageControls>
          ) : null}
          <EndGroup>
            <IconButton size="sm" variant="ghost" aria-label={fullScreenLabel} title={fullScreenLabel} onClick={fullScreen.on ? fullScreen.exit : fullScreen.enter}>
              <Icon icon={fullScreen.on ? Minimize : Maximize} />
            </IconButton>
          </EndGroup>
        </Toolbar>
  );
}
